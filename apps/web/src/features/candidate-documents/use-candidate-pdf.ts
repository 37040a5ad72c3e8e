import { useState } from 'react';
import { usePrintProfile } from './api/print-profile';
import { documentBrowser } from './browser';

export interface CandidatePdf {
  /** The candidate whose PDF is being made; the other PDF buttons wait meanwhile. */
  pendingUuid: string | null;
  download(candidateUuid: string): void;
}

/** The pipeline's PDF icons: every profession, named; the returned link is opened. A failure only resets the loader (employer-side.md 8). */
export function useCandidatePdf(): CandidatePdf {
  const print = usePrintProfile();
  const [pendingUuid, setPendingUuid] = useState<string | null>(null);
  const download = (candidateUuid: string) => {
    if (pendingUuid) return;
    setPendingUuid(candidateUuid);
    print.mutate(
      { candidateUuid },
      {
        onSuccess: ({ profilePrintUrl }) => documentBrowser.open(profilePrintUrl),
        onSettled: () => setPendingUuid(null),
      },
    );
  };
  return { pendingUuid, download };
}
