import { Badge } from '@mantine/core';
import type { TProductStatus } from '@sverka/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TProductStatus, string> = { moderation: 'yellow', published: 'green', rejected: 'red' };

/** «На модерации», «Опубликован» or «Отклонён». */
export function ModerationBadge({ status }: { status: TProductStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-status={status}>
      {t(`seller.status.${status}`)}
    </Badge>
  );
}
