/* What other parts of the web app use from the candidate documents: the queue page, the pipeline's buttons and PDF icons, a candidate's export. */
export { candidateDocumentRoutes } from './candidate-document-routes';
export { PipelineDocumentActions } from './components/pipeline-document-actions';
export { CandidatePdfButton } from './components/candidate-pdf-button';
export { CandidateExportDialog, type ExportedCandidate } from './components/candidate-export-dialog';
export { type CandidatePdf, useCandidatePdf } from './use-candidate-pdf';
export type { DataSetQueueEntry } from './document-queue-rules';
