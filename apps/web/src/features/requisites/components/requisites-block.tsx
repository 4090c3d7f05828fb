import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
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
    return <QueryErrorBlock title={t('footer.requisites.loadError')} query={query} />;
  }
  return <RequisitesList requisites={query.data} variant="page" />;
}
