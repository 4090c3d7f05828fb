import { Badge, Button, Text } from '@mantine/core';
import type { TProductListItem, TPromotionList } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionHref, sections } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useTogglePromotion } from '../api/promotions.ts';
import classes from './promotions.module.css';

/** «Продвигается N из M», or the plan that opens the «Реклама» block for a seller without it. */
export function PromotionSummary({ promotions }: { promotions: TPromotionList | undefined }) {
  const { t } = useTranslation();
  if (!promotions) return null;
  const planName = (plan: { code: string; name: string }) =>
    t(`billing-plans.plans.${plan.code}`, { defaultValue: plan.name });
  if (promotions.locked) {
    return (
      <div className={classes.summary} data-testid="promotion-offer">
        <Text size="sm">
          {promotions.locked.plan
            ? t('marketplace-announcements.promotion.offer', { plan: planName(promotions.locked.plan) })
            : t('marketplace-announcements.promotion.offerNoPlan')}
        </Text>
        <Button size="xs" variant="light" component={Link} to={sectionHref(sections.pricing)}>
          {t('pricing.upgrade.choosePlan')}
        </Button>
      </div>
    );
  }
  return (
    <div className={classes.summary} data-testid="promotion-summary">
      <Text size="sm">
        {t('marketplace-announcements.promotion.used', { used: promotions.used, limit: promotions.limit })}
      </Text>
      {promotions.used >= promotions.limit && promotions.plan ? (
        <Text size="sm" c="dimmed">
          {t('marketplace-announcements.promotion.more', { plan: planName(promotions.plan) })}
        </Text>
      ) : null}
    </div>
  );
}

/**
 * A product's promote / stop button and its counts of the last 30 days. Only a published product can be
 * promoted; a full allowance disables the button with the reason beside it.
 */
export function PromotionControl({
  product,
  promotions,
}: {
  product: Pick<TProductListItem, 'id' | 'name' | 'status'>;
  promotions: TPromotionList | undefined;
}) {
  const { t } = useTranslation();
  const toggle = useTogglePromotion();
  const [failure, setFailure] = useState<string | null>(null);
  if (!promotions || promotions.locked) return null;
  const row = promotions.results.find((item) => item.product.id === product.id);
  if (!row && product.status !== 'published') return null;
  const full = !row && promotions.used >= promotions.limit;
  const run = async () => {
    setFailure(null);
    try {
      await toggle.mutateAsync({ product: product.id, on: !row });
    } catch (error) {
      setFailure(isApiError(error) && error.detail ? error.detail : t('marketplace-announcements.promotion.failed'));
    }
  };
  return (
    <div className={classes.control} data-testid="promotion-control">
      {row ? (
        <Badge color={row.shown ? 'grape' : 'gray'} variant="light">
          {row.shown ? t('marketplace-announcements.promotion.on') : t('marketplace-announcements.promotion.paused')}
        </Badge>
      ) : null}
      <Button
        size="xs"
        variant={row ? 'subtle' : 'light'}
        color={row ? 'gray' : 'grape'}
        disabled={full}
        loading={toggle.isPending}
        onClick={() => void run()}
        aria-label={
          row
            ? t('marketplace-announcements.promotion.stopOne', { name: product.name })
            : t('marketplace-announcements.promotion.startOne', { name: product.name })
        }
      >
        {row ? t('marketplace-announcements.promotion.stop') : t('marketplace-announcements.promotion.start')}
      </Button>
      {row ? (
        <span className={classes.stats}>
          {t('marketplace-announcements.promotion.stats', {
            impressions: row.impressions,
            clicks: row.clicks,
            today: row.impressions_today,
          })}
        </span>
      ) : full ? (
        <span className={classes.stats}>{t('marketplace-announcements.promotion.full')}</span>
      ) : null}
      {failure ? (
        <Text size="sm" c="red.8" role="alert">
          {failure}
        </Text>
      ) : null}
    </div>
  );
}
