import { Anchor, Text } from '@mantine/core';
import type { TTenderFile } from '@sverka/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadTenderFile } from '../api/tenders.ts';

/** Hands a downloaded file to the browser under its name. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A tender's or a quote's file: fetched with the session's token, as the server serves them to signed-in users only. */
export function FileLink({ file }: { file: TTenderFile }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => downloadTenderFile(file.url),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? file.name),
  });
  return (
    <span>
      <Anchor component="button" type="button" size="sm" onClick={() => download.mutate()} data-testid="tender-file">
        {file.name}
      </Anchor>
      <Text span size="xs" c="dimmed">
        {' '}
        ({Math.max(1, Math.round(file.size / 1024))} {t('tenders.page.kb')})
      </Text>
      {download.isError ? (
        <Text size="xs" c="red.9" role="alert">
          {t('tenders.page.downloadFailed')}
        </Text>
      ) : null}
    </span>
  );
}
