import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorBlock } from '../../../../components/ui/error-block.tsx';
import { paths } from '../../../../config/paths.ts';
import { useUploadSellers } from '../api/product-uploads.ts';
import { lockedOf } from '../lib/upload-view.ts';
import { BulkUploadLocked } from './bulk-upload-locked.tsx';
import { UploadForm } from './upload-form.tsx';
import { UploadStatus } from './upload-status.tsx';
import { UploadsHistory } from './uploads-history.tsx';

/** `?upload=<id>`: the upload whose status and report the page shows. */
const UPLOAD_PARAM = 'upload';

function uploadIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * `/profile/products/upload`: the form (company, file, templates), the chosen upload's live status
 * and report, and the past uploads. A plan without bulk upload sees what it is and the plans instead;
 * a user who represents no company is sent to add one.
 */
export function BulkUploadPanel() {
  const { t } = useTranslation();
  const sellers = useUploadSellers();
  const [params, setParams] = useSearchParams();
  const uploadId = uploadIdOf(params.get(UPLOAD_PARAM));
  const select = (id: number) => setParams({ [UPLOAD_PARAM]: String(id) });

  if (sellers.isPending) {
    return (
      <Stack gap="md" data-testid="bulk-upload-loading">
        <Skeleton height={220} radius="md" />
        <Skeleton height={64} radius="md" />
      </Stack>
    );
  }
  if (sellers.isError) {
    const locked = lockedOf(sellers.error);
    if (locked) return <BulkUploadLocked locked={locked} />;
    return <QueryErrorBlock title={t('product-upload.loadError')} query={sellers} />;
  }
  return (
    <Stack gap="lg">
      {sellers.data.length === 0 ? (
        <Paper withBorder p="lg" data-testid="bulk-upload-no-sellers">
          <Stack gap="sm" align="flex-start">
            <Text>{t('product-upload.noSellers.text')}</Text>
            <Button component={Link} to={paths.profileAddCompany.getHref()} variant="light">
              {t('product-upload.noSellers.action')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <UploadForm sellers={sellers.data} onUploaded={(upload) => select(upload.id)} />
      )}
      {uploadId === null ? null : <UploadStatus id={uploadId} />}
      <UploadsHistory selectedId={uploadId} onSelect={select} />
    </Stack>
  );
}
