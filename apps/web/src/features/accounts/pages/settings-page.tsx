import { Container, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { AccountType, type UserPrimary } from '@trades/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { useScrollToHash } from '@/components/use-scroll-to-hash';
import { BillingDataForm, COMPANY_DATA_ANCHOR } from '../components/billing-data-form';
import { ConsentHistoryTable } from '../components/consent-history-table';
import { ConsentsSettings } from '../components/consents-settings';
import { DataExportSection } from '../components/data-export-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { PasswordChangeForm } from '../components/password-change-form';
import { PipelineMailsSetting } from '../components/pipeline-mails-setting';
import { RequireAccount } from '../components/require-account';
import { VerificationNotice } from '../components/verification-notice';

/** /user/settings: the candidate's password, consents and their history, mails, their data and account deletion. */
export function CandidateSettingsPage() {
  return <RequireAccount accountType={AccountType.Candidate}>{(user) => <SettingsContent user={user} />}</RequireAccount>;
}

/** /client/settings. */
export function ClientSettingsPage() {
  return <RequireAccount accountType={AccountType.Client}>{(user) => <SettingsContent user={user} />}</RequireAccount>;
}

function SettingsContent({ user }: { user: UserPrimary }) {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  // "Billing details" in the employer's menu links to the company data section.
  useScrollToHash();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{user.email}</Text>
        </div>
        <VerificationNotice />
        <Section title={t('password.title')}>
          <PasswordChangeForm />
        </Section>
        {user.accountType === AccountType.Client ? (
          <Section title={t('billing.title')} id={COMPANY_DATA_ANCHOR}>
            <BillingDataForm />
          </Section>
        ) : null}
        <Section title={t('consents.title')}>
          <ConsentsSettings user={user} />
        </Section>
        <Section title={t('consentHistory.title')}>
          <ConsentHistoryTable />
        </Section>
        {user.accountType === AccountType.Candidate ? (
          <Section title={t('notifications.title')}>
            <PipelineMailsSetting />
          </Section>
        ) : null}
        <Section title={t('dataExport.title')} id="privacy">
          <DataExportSection />
        </Section>
        <Section title={t('delete.title')}>
          <DeleteAccountSection />
        </Section>
      </Stack>
    </Container>
  );
}

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" id={id}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Divider my="sm" />
      {children}
    </Paper>
  );
}
