import { useTranslation } from 'react-i18next';
import { printProfile } from '../api/print-profile';
import { documentBrowser } from '../browser';
import { DocumentOptionsDialog } from './document-options-dialog';

export interface ExportedCandidate {
  uuid: string;
  name: string;
  professions: { id: number; title: string }[];
}

/** One candidate's PDF through the options dialog, with a choice of professions (the profiles collection). */
export function CandidateExportDialog({ candidate, onClose }: { candidate: ExportedCandidate | null; onClose(): void }) {
  const { t } = useTranslation('candidateDocuments');
  return (
    <DocumentOptionsDialog
      opened={candidate !== null}
      title={t('export.title', { name: candidate?.name ?? '' })}
      professions={candidate?.professions ?? []}
      onClose={onClose}
      onSubmit={async (options) => {
        if (!candidate) return;
        const { profilePrintUrl } = await printProfile(candidate.uuid, { isAnonymize: options.isAnonymize, clientBrand: options.clientBrand, professions: options.professions ?? [] });
        onClose();
        documentBrowser.open(profilePrintUrl);
      }}
    />
  );
}
