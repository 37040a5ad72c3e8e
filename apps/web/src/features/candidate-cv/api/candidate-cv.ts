import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CandidateCvAnswer } from '@trades/contracts';
import { useGuardedMutation } from '@/components/forms/submit-guard';
import { api } from '@/lib/api-client';

/* The candidate's CV: GET, POST (multipart `file`) and DELETE /v1/candidate-profile/cv. */

const CV_KEY = ['candidate-cv'] as const;
const CV_PATH = '/v1/candidate-profile/cv';

export function fetchCandidateCv(): Promise<CandidateCvAnswer> {
  return api<CandidateCvAnswer>(CV_PATH);
}

export function uploadCandidateCv(file: File): Promise<CandidateCvAnswer> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<CandidateCvAnswer>(CV_PATH, { method: 'POST', body });
}

export function deleteCandidateCv(): Promise<void> {
  return api<void>(CV_PATH, { method: 'DELETE' });
}

export function useCandidateCv() {
  return useQuery({ queryKey: CV_KEY, queryFn: fetchCandidateCv });
}

/** The answer is the new CV: the query takes it as it is. */
export function useUploadCandidateCv() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: uploadCandidateCv, onSuccess: (answer) => queryClient.setQueryData(CV_KEY, answer) });
}

export function useDeleteCandidateCv() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: deleteCandidateCv, onSuccess: () => queryClient.setQueryData<CandidateCvAnswer>(CV_KEY, { cv: null }) });
}
