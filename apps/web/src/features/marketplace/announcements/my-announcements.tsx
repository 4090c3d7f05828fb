import { Button, FileInput, Pagination, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import {
  ANNOUNCEMENT_IMAGES_MAX,
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_TEXT_MAX_LENGTH,
  type TAnnouncement,
  type TProductListItem,
} from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { IconTrash } from '../../../components/ui/icons.tsx';
import { LockedBlock } from '../../../components/ui/locked-block.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { accountErrorMessages, messageText, type TMessage } from '../../../lib/form-errors.ts';
import {
  useAnnouncementAllowance,
  useCreateAnnouncement,
  useDeleteAnnouncement,
  usePrivateAnnouncements,
} from '../api/announcements.ts';
import type { TSellerOption } from '../api/my-products.ts';
import { ModerationBadge } from '../seller/moderation-badge.tsx';
import { AnnouncementCard } from './announcement-card.tsx';
import { announcementFormData, announcementProblems, type TAnnouncementDraft } from './announcement-form-rules.ts';
import classes from './announcements.module.css';

const EMPTY_DRAFT: TAnnouncementDraft = { kind: null, text: '', images: [], link: '', company: null };
const FORM_FIELDS = ['kind', 'text', 'images', 'link_product', 'company'];

/** The form of a new announcement; the server's field messages go under their fields. */
function AnnouncementForm({
  sellers,
  products,
  onPosted,
}: {
  sellers: readonly TSellerOption[];
  products: readonly TProductListItem[];
  onPosted: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAnnouncement();
  const [draft, setDraft] = useState<TAnnouncementDraft>({
    ...EMPTY_DRAFT,
    company: sellers.length === 1 ? String(sellers[0]?.id) : null,
  });
  const [problems, setProblems] = useState<Record<string, TMessage>>({});
  const [alert, setAlert] = useState<TMessage | null>(null);
  const change = (patch: Partial<TAnnouncementDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblems((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key === 'link' ? 'link_product' : key];
      return next;
    });
  };
  const published = products.filter(
    (product) => product.status === 'published' && (!draft.company || String(product.company) === draft.company),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const found = announcementProblems(draft, sellers.length > 1);
    setProblems(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, { key }])));
    if (Object.keys(found).length > 0) return;
    try {
      await create.mutateAsync(announcementFormData(draft));
      setDraft({ ...EMPTY_DRAFT, company: draft.company });
      onPosted();
    } catch (error) {
      // The month's allowance used up, or the plan changed meanwhile: the server's own words.
      if (isApiError(error) && error.status === 403 && error.detail) {
        setAlert({ text: error.detail });
        return;
      }
      const { fields, alert: general } = accountErrorMessages(error, FORM_FIELDS);
      setProblems(
        Object.fromEntries(Object.entries(fields).flatMap(([field, list]) => (list[0] ? [[field, list[0]]] : []))),
      );
      setAlert(general);
    }
  };
  const problem = (field: string) => {
    const message = problems[field];
    return message ? messageText(t, message) : undefined;
  };

  return (
    <form onSubmit={submit} noValidate data-testid="announcement-form">
      <Stack gap="sm" maw={640}>
        {sellers.length > 1 ? (
          <Select
            label={t('marketplace-announcements.form.company')}
            data={sellers.map((seller) => ({ value: String(seller.id), label: seller.name }))}
            value={draft.company}
            onChange={(company) => change({ company, link: '' })}
            error={problem('company')}
            required
          />
        ) : null}
        <Select
          label={t('marketplace-announcements.form.kind')}
          placeholder={t('marketplace-announcements.form.kindPlaceholder')}
          data={ANNOUNCEMENT_KINDS.map((kind) => ({
            value: kind,
            label: t(`marketplace-announcements.kinds.${kind}`),
          }))}
          value={draft.kind}
          onChange={(kind) => change({ kind })}
          error={problem('kind')}
          required
        />
        <Textarea
          label={t('marketplace-announcements.form.text')}
          description={t('marketplace-announcements.form.textCount', {
            count: draft.text.trim().length,
            max: ANNOUNCEMENT_TEXT_MAX_LENGTH,
          })}
          autosize
          minRows={3}
          value={draft.text}
          onChange={(event) => change({ text: event.currentTarget.value })}
          error={problem('text')}
          required
        />
        <FileInput
          label={t('marketplace-announcements.form.images', { max: ANNOUNCEMENT_IMAGES_MAX })}
          placeholder={t('marketplace-announcements.form.imagesPlaceholder')}
          accept="image/jpeg,image/png,image/webp"
          multiple
          clearable
          value={[...draft.images]}
          onChange={(images) => change({ images })}
          error={problem('images')}
        />
        <Select
          label={t('marketplace-announcements.form.link')}
          data={[
            { value: '', label: t('marketplace-announcements.form.noLink') },
            { value: 'company', label: t('marketplace-announcements.form.linkCompany') },
            ...published.map((product) => ({ value: `product:${product.id}`, label: product.name })),
          ]}
          value={draft.link}
          onChange={(link) => change({ link: link ?? '' })}
          error={problem('link_product')}
          allowDeselect={false}
        />
        <FormAlert message={alert} />
        <div>
          <Button type="submit" loading={create.isPending}>
            {t('marketplace-announcements.form.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function OwnAnnouncement({ announcement }: { announcement: TAnnouncement }) {
  const { t } = useTranslation();
  const remove = useDeleteAnnouncement();
  return (
    <AnnouncementCard
      announcement={announcement}
      footer={
        <>
          <ModerationBadge status={announcement.status} />
          {announcement.status === 'rejected' && announcement.reject_reason ? (
            <Text size="sm" c="red.8">
              {t('marketplace-announcements.mine.rejectReason', { reason: announcement.reject_reason })}
            </Text>
          ) : null}
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            loading={remove.isPending}
            onClick={() => {
              if (window.confirm(t('marketplace-announcements.mine.deleteConfirm'))) remove.mutate(announcement.id);
            }}
          >
            {t('marketplace-announcements.mine.delete')}
          </Button>
        </>
      }
    />
  );
}

/**
 * The seller's announcements on `/profile/products`: what is left of the month's allowance, the form and
 * the posts with their moderation status; without the feature, the plan that opens it.
 */
export function MyAnnouncements({
  sellers,
  products,
}: {
  sellers: readonly TSellerOption[];
  products: readonly TProductListItem[];
}) {
  const { t } = useTranslation();
  const allowance = useAnnouncementAllowance(sellers.length > 0);
  const [page, setPage] = useState(1);
  const mine = usePrivateAnnouncements({ page, page_size: 5, mine: '1' });
  const [posted, setPosted] = useState(false);
  if (sellers.length === 0) return null;
  const data = mine.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  return (
    <section
      className={classes.feed}
      aria-label={t('marketplace-announcements.mine.title')}
      data-testid="my-announcements"
    >
      <h2 className={classes.sectionTitle}>{t('marketplace-announcements.mine.title')}</h2>
      {allowance.isError ? (
        <QueryErrorBlock title={t('marketplace-announcements.mine.loadError')} query={allowance} />
      ) : !allowance.data ? (
        <Skeleton height={40} />
      ) : allowance.data.locked ? (
        <LockedBlock locked={allowance.data.locked} teaser={t('marketplace-announcements.mine.locked')} />
      ) : (
        <>
          <Text size="sm" data-testid="announcements-remaining">
            {t('marketplace-announcements.mine.remaining', {
              left: allowance.data.remaining,
              limit: allowance.data.limit,
            })}
          </Text>
          {posted ? (
            <FormNotice withCloseButton onClose={() => setPosted(false)}>
              {t('marketplace-announcements.mine.posted')}
            </FormNotice>
          ) : null}
          {allowance.data.remaining > 0 ? (
            <AnnouncementForm sellers={sellers} products={products} onPosted={() => setPosted(true)} />
          ) : (
            <Text size="sm" c="dimmed">
              {allowance.data.plan
                ? t('marketplace-announcements.mine.usedUpUpgrade', {
                    plan: t(`billing-plans.plans.${allowance.data.plan.code}`, {
                      defaultValue: allowance.data.plan.name,
                    }),
                  })
                : t('marketplace-announcements.mine.usedUp')}
            </Text>
          )}
        </>
      )}
      {mine.isError ? (
        <QueryErrorBlock title={t('marketplace-announcements.mine.loadError')} query={mine} />
      ) : data && data.count > 0 ? (
        <>
          <ul className={classes.list}>
            {data.result.map((announcement) => (
              <li key={announcement.id}>
                <OwnAnnouncement announcement={announcement} />
              </li>
            ))}
          </ul>
          {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="sm" /> : null}
        </>
      ) : data ? (
        <Text c="dimmed" size="sm">
          {t('marketplace-announcements.mine.empty')}
        </Text>
      ) : null}
    </section>
  );
}
