import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CandidatePdf } from '../use-candidate-pdf';

/** A pipeline card's PDF icon; disabled while another card's PDF is made, and for a card without a candidate. */
export function CandidatePdfButton({ pdf, candidateUuid, candidateName }: { pdf: CandidatePdf; candidateUuid: string | null; candidateName: string }) {
  const { t } = useTranslation('candidateDocuments');
  const label = t('pdf.download', { name: candidateName });
  const loading = candidateUuid !== null && pdf.pendingUuid === candidateUuid;
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        size={34}
        aria-label={label}
        loading={loading}
        disabled={!candidateUuid || (pdf.pendingUuid !== null && !loading)}
        onClick={() => candidateUuid && pdf.download(candidateUuid)}
        data-testid="candidate-pdf"
      >
        <IconFileTypePdf size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
