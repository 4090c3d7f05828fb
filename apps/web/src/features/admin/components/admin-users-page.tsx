import { Badge, Pagination, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { ADMIN_USERS_PAGE_SIZE, type TAdminUsersQuery, type TUserRole, USER_ROLES } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useAdminUsers } from '../api/admin-users.ts';
import classes from './admin-pages.module.css';
import { AdminUserView } from './admin-user-view.tsx';

type TBlockedFilter = '' | 'true' | 'false';

/** `/admin/users`: search by email or name, filter by role and block; a chosen user opens beside the list. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<TUserRole | ''>('');
  const [blocked, setBlocked] = useState<TBlockedFilter>('');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const query: TAdminUsersQuery = {
    page,
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(role ? { role } : {}),
    ...(blocked ? { blocked } : {}),
  };
  const users = useAdminUsers(query);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.count / ADMIN_USERS_PAGE_SIZE)) : 1;

  return (
    <>
      <PageTitle title={t('admin.users.title')} />
      <h1 className={classes.title}>{t('admin.users.title')}</h1>
      <div className={classes.filters}>
        <TextInput
          label={t('admin.users.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        <Select
          label={t('admin.users.role')}
          data={[
            { value: '', label: t('admin.users.any') },
            ...USER_ROLES.map((value) => ({ value, label: t(`admin.users.roles.${value}`) })),
          ]}
          value={role}
          onChange={(value) => {
            setRole((value ?? '') as TUserRole | '');
            setPage(1);
          }}
          allowDeselect={false}
          w={200}
        />
        <Select
          label={t('admin.users.state')}
          data={[
            { value: '', label: t('admin.users.any') },
            { value: 'false', label: t('admin.users.active') },
            { value: 'true', label: t('admin.users.blocked') },
          ]}
          value={blocked}
          onChange={(value) => {
            setBlocked((value ?? '') as TBlockedFilter);
            setPage(1);
          }}
          allowDeselect={false}
          w={200}
        />
      </div>
      <div className={classes.split}>
        <Stack gap="sm">
          {users.isError ? (
            <QueryErrorBlock title={t('admin.users.loadError')} query={users} />
          ) : !users.data ? (
            <Skeleton height={240} />
          ) : users.data.results.length === 0 ? (
            <Text c="dimmed">{t('admin.users.empty')}</Text>
          ) : (
            <Table striped highlightOnHover data-testid="admin-users-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.users.columns.name')}</Table.Th>
                  <Table.Th>{t('admin.users.columns.email')}</Table.Th>
                  <Table.Th>{t('admin.users.columns.role')}</Table.Th>
                  <Table.Th>{t('admin.users.columns.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.results.map((row) => (
                  <Table.Tr key={row.id} aria-selected={row.id === selectedId}>
                    <Table.Td>
                      <button type="button" className={classes.rowButton} onClick={() => setSelectedId(row.id)}>
                        {row.full_name}
                      </button>
                    </Table.Td>
                    <Table.Td>{row.email}</Table.Td>
                    <Table.Td>{t(`admin.users.roles.${row.role}`)}</Table.Td>
                    <Table.Td>
                      {row.blocked_at ? (
                        <Badge color="red" variant="light">
                          {t('admin.users.blocked')}
                        </Badge>
                      ) : (
                        t('admin.users.active')
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
        </Stack>
        {selectedId === null ? (
          <Text c="dimmed">{t('admin.users.pick')}</Text>
        ) : (
          <AdminUserView key={selectedId} userId={selectedId} />
        )}
      </div>
    </>
  );
}
