import { Badge, Container, Group, Pagination, Skeleton, Stack, Switch, Tabs, Text } from '@mantine/core';
import { SUPPORT_INBOX_PAGE_SIZE, SUPPORT_STATUSES, type TSupportStatus } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useUser } from '../../../lib/auth.ts';
import { useSupportInbox } from '../api/admin-support.ts';
import classes from './admin-support.module.css';
import { SupportConversationList } from './support-conversation-list.tsx';
import { SupportConversationView } from './support-conversation-view.tsx';

/** `?conversation=<id>`: the open conversation survives a reload and can be linked to. */
const CONVERSATION_PARAM = 'conversation';

function selectedIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get(CONVERSATION_PARAM));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * `/admin/support`: the support team's inbox. Tabs by status with their
 * counts, «Мои» for the conversations the admin took, the list on the left
 * and the open conversation on the right; everything refreshes every few seconds.
 */
export function AdminSupportPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const [status, setStatus] = useState<TSupportStatus>('open');
  const [mine, setMine] = useState(false);
  const [page, setPage] = useState(1);
  const [params, setParams] = useSearchParams();
  const selectedId = selectedIdOf(params);
  const inbox = useSupportInbox({ status, mine, page });

  const select = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(CONVERSATION_PARAM);
        else next.set(CONVERSATION_PARAM, String(id));
        return next;
      },
      { replace: id === null },
    );

  const data = inbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / SUPPORT_INBOX_PAGE_SIZE)) : 1;
  return (
    <Container size="lg" className={classes.page}>
      <PageTitle title={t('admin.support.title')} />
      <h1 className={classes.title}>{t('admin.support.title')}</h1>
      <div className={classes.layout} data-open={selectedId !== null}>
        <div className={classes.inbox}>
          <Tabs
            value={status}
            onChange={(value) => {
              if (!value) return;
              setStatus(value as TSupportStatus);
              setPage(1);
            }}
            mb="sm"
          >
            <Tabs.List>
              {SUPPORT_STATUSES.map((value) => (
                <Tabs.Tab
                  key={value}
                  value={value}
                  rightSection={
                    data ? (
                      <Badge size="xs" variant="light" color="gray" data-testid={`support-count-${value}`}>
                        {data.by_status[value]}
                      </Badge>
                    ) : null
                  }
                >
                  {t(`admin.support.tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <div className={classes.filters}>
            <Switch
              label={t('admin.support.mine')}
              checked={mine}
              onChange={(event) => {
                setMine(event.currentTarget.checked);
                setPage(1);
              }}
            />
          </div>
          {inbox.isError ? (
            <QueryErrorBlock title={t('admin.support.loadError')} query={inbox} />
          ) : !data ? (
            <Stack gap="xs" aria-busy="true" aria-label={t('admin.support.loading')}>
              <Skeleton height={72} />
              <Skeleton height={72} />
              <Skeleton height={72} />
            </Stack>
          ) : (
            <Stack gap="sm">
              <SupportConversationList
                conversations={data.results}
                selectedId={selectedId}
                emptyText={t(mine ? 'admin.support.empty.mine' : `admin.support.empty.${status}`)}
                onSelect={(conversation) => select(conversation.id)}
              />
              {pages > 1 ? (
                <Group justify="center">
                  <nav aria-label={t('admin.support.pages')}>
                    <Pagination
                      total={pages}
                      value={page}
                      onChange={setPage}
                      size="sm"
                      siblings={1}
                      getControlProps={(control) => ({ 'aria-label': t(`card.pager.${control}`) })}
                    />
                  </nav>
                </Group>
              ) : null}
            </Stack>
          )}
        </div>
        {selectedId === null ? (
          <Text c="dimmed" className={classes.conversation} data-testid="support-pick">
            {t('admin.support.pick')}
          </Text>
        ) : (
          <SupportConversationView key={selectedId} id={selectedId} meId={user?.id} onBack={() => select(null)} />
        )}
      </div>
    </Container>
  );
}
