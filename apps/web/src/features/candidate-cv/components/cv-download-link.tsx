import { Anchor } from '@mantine/core';
import { type CvLink, formatMegabytes } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';

/** The candidate's CV on an employer's card: the API sends it only with the contacts; the link is signed and downloads the file. */
export function CvDownloadLink({ cv }: { cv: CvLink }) {
  const { t } = useTranslation('candidateCv');
  return (
    <Anchor href={cv.url} download size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="candidate-cv">
      {t('employer.download', { name: cv.originalName, size: formatMegabytes(cv.size, currentLocale()) })}
    </Anchor>
  );
}
