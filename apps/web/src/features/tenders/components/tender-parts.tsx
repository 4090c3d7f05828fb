import { Anchor, Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatRubles, type TLockedPlan, type TTenderCompany, type TTenderSummary } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RiskZoneMark } from '../../../components/ui/risk-zone-mark.tsx';
import { paths, sectionHref, sections } from '../../../config/paths.ts';
import { useAuthDialog } from '../../../lib/auth-dialog.ts';
import classes from './tenders.module.css';

/** What a tender's badge says: an open tender past its deadline takes no quotes and says so. */
export type TTenderState = 'open' | 'expired' | 'closed' | 'cancelled';

export function tenderState(tender: Pick<TTenderSummary, 'status' | 'accepting_quotes'>): TTenderState {
  return tender.status === 'open' && !tender.accepting_quotes ? 'expired' : tender.status;
}

const STATE_COLOR: Record<TTenderState, string> = {
  open: 'green',
  expired: 'gray',
  closed: 'blue',
  cancelled: 'red',
};

export function TenderStateBadge({ tender }: { tender: Pick<TTenderSummary, 'status' | 'accepting_quotes'> }) {
  const { t } = useTranslation();
  const state = tenderState(tender);
  return (
    <Badge color={STATE_COLOR[state]} variant="light" data-testid="tender-state" data-state={state}>
      {t(`tenders.status.${state}`)}
    </Badge>
  );
}

/** A company of a tender: its page and, beside the name, its reliability zone as search results show it. */
export function TenderCompanyName({ company }: { company: TTenderCompany }) {
  return (
    <span className={classes.company} data-testid="tender-company">
      <Anchor component={Link} to={paths.companyPage.getHref(company.id)} inherit>
        {company.name}
      </Anchor>
      {company.reliability ? <RiskZoneMark rating={company.reliability} /> : null}
    </span>
  );
}

/** Tenders are for signed-in users: sign in first. */
export function TendersSignIn() {
  const { t } = useTranslation();
  const authDialog = useAuthDialog();
  return (
    <Paper withBorder p="lg" data-testid="tenders-sign-in">
      <Stack gap="sm" align="flex-start">
        <Text>{t('tenders.signIn.text')}</Text>
        <Button onClick={() => authDialog.open('signIn')}>{t('tenders.signIn.button')}</Button>
      </Stack>
    </Paper>
  );
}

/**
 * In place of the form when the plan does not publish tenders (or publishes no more now): what tenders give,
 * which plan has them or more of them, and the plans.
 */
export function TendersLocked({
  plan,
  limit,
}: {
  plan: TLockedPlan | null;
  /** The allowance used up; absent when the plan has no tenders at all. */
  limit?: number;
}) {
  const { t } = useTranslation();
  const name = plan ? t(`billing-plans.plans.${plan.code}`, { defaultValue: plan.name }) : null;
  return (
    <Paper withBorder p="lg" data-testid="tenders-locked">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {limit ? t('tenders.limit.title', { limit }) : t('tenders.locked.title')}
        </Title>
        <Text>{limit ? t('tenders.limit.what') : t('tenders.locked.what')}</Text>
        <Text c="dimmed" data-testid="tenders-locked-plan">
          {name ? t('tenders.locked.plan', { plan: name }) : t('tenders.locked.noPlan')}
        </Text>
        <Button component={Link} to={sectionHref(sections.pricing)}>
          {t('tenders.locked.choosePlan')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Tenders are published and answered on behalf of a company: add one first. */
export function TendersNoCompany() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" data-testid="tenders-no-company">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('tenders.noCompany.title')}
        </Title>
        <Text>{t('tenders.noCompany.text')}</Text>
        <Button component={Link} to={paths.profileAddCompany.getHref()} variant="light">
          {t('tenders.noCompany.button')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A quantity in the interface language's number format («1 500» in ru, «1,500» in en). */
export const formatAmount = (value: number, language: string) =>
  value.toLocaleString(language === 'zh' ? 'zh-CN' : language === 'en' ? 'en-US' : 'ru-RU');

/** What, how much, until when, where and in which category; in a list, how many quotes too. */
export function TenderFacts({ tender, withQuotes = false }: { tender: TTenderSummary; withQuotes?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className={classes.facts}>
      <div>
        <dt>{t('tenders.fields.quantity')}:</dt>
        <dd>
          {formatAmount(tender.quantity, i18n.language)} {tender.unit}
        </dd>
      </div>
      <div>
        <dt>{t('tenders.fields.budget')}:</dt>
        <dd>{tender.budget === null ? t('tenders.fields.noBudget') : formatRubles(tender.budget)}</dd>
      </div>
      <div>
        <dt>{t('tenders.fields.deadline')}:</dt>
        <dd>{formatDate(tender.deadline)}</dd>
      </div>
      <div>
        <dt>{t('tenders.fields.region')}:</dt>
        <dd>{tender.region.name}</dd>
      </div>
      <div>
        <dt>{t('tenders.fields.category')}:</dt>
        <dd>{tender.category.name}</dd>
      </div>
      {withQuotes ? (
        <div>
          <dt>{t('tenders.fields.quotes')}:</dt>
          <dd>{tender.quotes_count}</dd>
        </div>
      ) : null}
    </dl>
  );
}
