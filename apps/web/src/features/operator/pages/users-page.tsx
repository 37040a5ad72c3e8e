import { Alert, Anchor, Badge, Group, Loader, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type OperatorUserRow, type OperatorUserStatus, type OperatorUserType, formatTimestamp, operatorUserStatuses, operatorUserTypes } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { CardFacts } from '@/components/card-facts';
import { useCardLayout } from '@/components/use-card-layout';
import { usePageTitle } from '@/components/use-page-title';
import { currentLocale } from '@/lib/i18n';
import { type UserSearch, useOperatorUsers } from '../api/users';
import { OperatorPager } from './operator-pager';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (values.includes(value as T) ? (value as T) : null);

function userSearchOf(params: URLSearchParams): UserSearch {
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    type: oneOf<OperatorUserType>(operatorUserTypes, params.get('type')),
    status: oneOf<OperatorUserStatus>(operatorUserStatuses, params.get('status')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The search as the address keeps it (?q=&type=&status=&page=), so going back from an account finds the same page. */
function useSearchState(): [UserSearch, (change: Partial<UserSearch>) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const change = (next: Partial<UserSearch>) => {
    // A search typed just before a click on an account (or any link) lands while that page is loading: it must not
    // take the operator back to the list.
    if (navigation.location && navigation.location.pathname !== pathname) return;
    // On the address bar as it is now: a navigation renders after the address has changed, so a change made in
    // between (a type chosen as the typed name lands) would drop the one before. A new search starts at its first page.
    const addressed = window.location.pathname === pathname ? new URLSearchParams(window.location.search) : params;
    const merged = { ...userSearchOf(addressed), page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.q !== '') out.set('q', merged.q);
    if (merged.type !== null) out.set('type', merged.type);
    if (merged.status !== null) out.set('status', merged.status);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out, { replace: true });
  };
  return [userSearchOf(params), change];
}

/** /operator/users: accounts found by e-mail, name, company or tax id, filtered by type and state; cards on a phone, a table wider. */
export function UsersPage() {
  const { t } = useTranslation('operator');
  usePageTitle(t('tabs.users'));
  const locale = currentLocale();
  const cards = useCardLayout();
  const [search, setSearch] = useSearchState();
  const [typed, setTyped] = useState(search.q);
  const searchTyped = useDebouncedCallback((q: string) => setSearch({ q: q.trim() }), 300);
  const users = useOperatorUsers(search);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  const name = (row: OperatorUserRow) => `${row.firstName} ${row.lastName}`.trim() || '—';
  const openLink = (row: OperatorUserRow) => (
    <Anchor
      component={Link}
      to={`/operator/users/${row.id}`}
      onClick={() => searchTyped.cancel()}
      aria-label={t('users.open', { email: row.email })}
      style={{ overflowWrap: 'anywhere' }}
    >
      {row.email}
    </Anchor>
  );
  const state = (row: OperatorUserRow) => (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" c="dark.8" style={{ textTransform: 'none' }}>
        {t(`users.types.${row.type}`)}
      </Badge>
      {row.blocked ? (
        <Badge color="red" variant="filled" style={{ textTransform: 'none' }}>
          {t('users.statuses.blocked')}
        </Badge>
      ) : !row.isEmailConfirmed ? (
        <Badge color="yellow" variant="light" c="dark.8" style={{ textTransform: 'none' }}>
          {t('users.statuses.unconfirmed')}
        </Badge>
      ) : null}
    </Group>
  );
  const lastSignIn = (row: OperatorUserRow) => formatTimestamp(row.lastSignedInAt, locale);

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('users.search')}
          description={t('users.searchHint')}
          type="search"
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            searchTyped(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 360 }}
        />
        <Select
          label={t('users.type')}
          data={operatorUserTypes.map((type) => ({ value: type, label: t(`users.types.${type}`) }))}
          value={search.type}
          onChange={(value) => setSearch({ type: oneOf(operatorUserTypes, value) })}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          label={t('users.status')}
          data={operatorUserStatuses.map((status) => ({ value: status, label: t(`users.statuses.${status}`) }))}
          value={search.status}
          onChange={(value) => setSearch({ status: oneOf(operatorUserStatuses, value) })}
          clearable
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      {users.isError ? (
        <Alert color="red">{t('loadError')}</Alert>
      ) : !users.data ? (
        <Loader aria-label={t('loading')} />
      ) : users.data.items.length === 0 ? (
        <Text c="dimmed">{t('users.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('users.total', { count: users.data.total })}
          </Text>
          {cards ? (
            <Stack gap="sm">
              {users.data.items.map((row) => (
                <Paper key={row.id} withBorder p="sm" radius="md" data-testid={`operator-user-${row.id}`}>
                  <Stack gap={6}>
                    {openLink(row)}
                    {state(row)}
                    <CardFacts
                      facts={[
                        [t('users.name'), name(row)],
                        [t('users.company'), row.company ?? '—'],
                        [t('users.taxId'), row.taxId ?? '—'],
                        [t('users.created'), formatTimestamp(row.createdAt, locale)],
                        [t('users.lastSignIn'), lastSignIn(row)],
                      ]}
                    />
                  </Stack>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Paper withBorder radius="md">
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('users.email')}</Table.Th>
                      <Table.Th scope="col">{t('users.name')}</Table.Th>
                      <Table.Th scope="col">{t('users.company')}</Table.Th>
                      <Table.Th scope="col">{t('users.state')}</Table.Th>
                      <Table.Th scope="col">{t('users.created')}</Table.Th>
                      <Table.Th scope="col">{t('users.lastSignIn')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {users.data.items.map((row) => (
                      <Table.Tr key={row.id} data-testid={`operator-user-${row.id}`}>
                        <Table.Td>{openLink(row)}</Table.Td>
                        <Table.Td>{name(row)}</Table.Td>
                        <Table.Td>
                          {row.company ?? '—'}
                          {row.taxId ? (
                            <Text size="xs" c="dimmed">
                              {row.taxId}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>{state(row)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestamp(row.createdAt, locale)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{lastSignIn(row)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
        </>
      )}
      {users.data ? <OperatorPager page={search.page} hasMore={search.page < pages} onPage={(page) => setSearch({ ...search, page })} /> : null}
    </Stack>
  );
}
