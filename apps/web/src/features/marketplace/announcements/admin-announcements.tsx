import { Button, Pagination, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { PRODUCT_STATUSES, type TAnnouncement, type TProductStatus } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { accountErrorMessages, type TMessage } from '../../../lib/form-errors.ts';
import { RejectDialog } from '../admin/reject-dialog.tsx';
import { type TAnnouncementVerdict, useAdminAnnouncements, useDecideAnnouncement } from '../api/announcements.ts';
import { AnnouncementCard } from './announcement-card.tsx';
import classes from './announcements.module.css';

function decisionFailure(error: unknown): TMessage {
  const { alert } = accountErrorMessages(error, []);
  return alert && 'text' in alert ? alert : { key: 'marketplace-announcements.admin.decisionFailed' };
}

/** The name a dialog gives an announcement: its seller and the start of its text. */
const titleOf = (announcement: TAnnouncement) => `${announcement.company.name}: ${announcement.text.slice(0, 40)}`;

/** The announcements' moderation queue: publish, or reject with a reason the seller reads. */
export function AdminAnnouncementsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TProductStatus>('moderation');
  const [page, setPage] = useState(1);
  const query = useAdminAnnouncements({ status, page });
  const decide = useDecideAnnouncement();
  const [rejecting, setRejecting] = useState<TAnnouncement | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<TMessage | null>(null);
  const [dialogFailure, setDialogFailure] = useState<TMessage | null>(null);

  const run = async (verdict: TAnnouncementVerdict) => {
    setNotice(null);
    setFailure(null);
    setDialogFailure(null);
    try {
      await decide.mutateAsync(verdict);
      setRejecting(null);
      setNotice(
        t(verdict.approve ? 'marketplace-announcements.admin.approved' : 'marketplace-announcements.admin.rejected'),
      );
    } catch (error) {
      if (verdict.approve) setFailure(decisionFailure(error));
      else setDialogFailure(decisionFailure(error));
    }
  };

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  return (
    <Stack gap="md" mt="md" data-testid="admin-announcements">
      <Tabs
        value={status}
        onChange={(value) => {
          if (!value) return;
          setStatus(value as TProductStatus);
          setPage(1);
          setNotice(null);
        }}
      >
        <Tabs.List>
          {PRODUCT_STATUSES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`marketplace-announcements.admin.status.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {notice ? (
        <FormNotice withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </FormNotice>
      ) : null}
      <FormAlert message={failure} />
      {query.isError ? (
        <QueryErrorBlock title={t('marketplace-announcements.admin.loadError')} query={query} />
      ) : !data ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={120} />
          <Skeleton height={120} />
        </Stack>
      ) : data.count === 0 ? (
        <Text c="dimmed" data-testid="admin-announcements-empty">
          {t(`marketplace-announcements.admin.empty.${status}`)}
        </Text>
      ) : (
        <>
          <ul className={classes.list}>
            {data.result.map((announcement) => (
              <li key={announcement.id}>
                <AnnouncementCard
                  announcement={announcement}
                  footer={
                    announcement.status === 'moderation' ? (
                      <>
                        <Button
                          size="xs"
                          loading={decide.isPending && decide.variables?.id === announcement.id}
                          onClick={() => void run({ id: announcement.id, approve: true })}
                        >
                          {t('marketplace-announcements.admin.approve')}
                        </Button>
                        <Button size="xs" variant="light" color="red" onClick={() => setRejecting(announcement)}>
                          {t('marketplace-announcements.admin.reject')}
                        </Button>
                      </>
                    ) : announcement.reject_reason ? (
                      <Text size="sm" c="red.8">
                        {t('marketplace-announcements.mine.rejectReason', { reason: announcement.reject_reason })}
                      </Text>
                    ) : null
                  }
                />
              </li>
            ))}
          </ul>
          {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="sm" /> : null}
        </>
      )}
      <RejectDialog
        key={rejecting?.id ?? 'closed'}
        productName={rejecting ? titleOf(rejecting) : null}
        pending={decide.isPending}
        failure={dialogFailure}
        onConfirm={(reason) => rejecting && void run({ id: rejecting.id, approve: false, reason })}
        onClose={() => setRejecting(null)}
      />
    </Stack>
  );
}
