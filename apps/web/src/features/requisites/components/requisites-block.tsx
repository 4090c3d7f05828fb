import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorBlock } from '../../../components/ui/error-block.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useRequisites } from '../api/get-requisites.ts';
import { RequisitesList } from './requisites-list.tsx';

/** The provider's details as a page block, with its loading and failure states. */
export function RequisitesBlock() {
  const { t } = useTranslation();
  const query = useRequisites();
  if (query.isPending) {
    return (
      <Stack gap={10} aria-hidden="true" mt={8}>
        <Skeleton height={18} width="50%" />
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={14} width={`${80 - row * 8}%`} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <ErrorBlock
        title={t('footer.requisites.loadError')}
        message={t(errorMessageKey(query.error))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <RequisitesList requisites={query.data} variant="page" />;
}
