import { Button, Code, CopyButton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Recovery codes in two columns of monospace text, with a button that copies them all, one a line. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const { t } = useTranslation('accounts');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('second_factor.codes_label')}
      </Text>
      <Code block data-testid="recovery-codes" style={{ columns: 2, fontSize: '1rem', lineHeight: 1.8 }}>
        {codes.join('\n')}
      </Code>
      <CopyButton value={codes.join('\n')}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy} style={{ alignSelf: 'flex-start' }}>
            {copied ? t('second_factor.copied') : t('second_factor.copy_codes')}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
