import { Button, Group, Stack, Text } from '@mantine/core';
import { PRODUCT_UPLOAD_COLUMNS } from '@sverka/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadTemplate, TEMPLATE_FORMATS, type TTemplateFormat } from '../api/product-uploads.ts';

/** Hands a downloaded file to the browser under the name the server gave it. */
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

/** The XLSX and CSV templates: fetched with the session (the server wants it), then saved. */
export function TemplateLinks() {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: (format: TTemplateFormat) => downloadTemplate(format),
    onSuccess: ({ blob, filename }, format) => saveFile(blob, filename ?? `products-template.${format}`),
  });
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t('product-upload.templates.hint', { columns: PRODUCT_UPLOAD_COLUMNS.join(', ') })}
      </Text>
      <Group gap="xs">
        {TEMPLATE_FORMATS.map((format) => (
          <Button
            key={format}
            variant="light"
            size="xs"
            onClick={() => download.mutate(format)}
            loading={download.isPending && download.variables === format}
            data-testid={`template-${format}`}
          >
            {t(`product-upload.templates.${format}`)}
          </Button>
        ))}
      </Group>
      {download.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {t('product-upload.templates.failed')}
        </Text>
      ) : null}
    </Stack>
  );
}
