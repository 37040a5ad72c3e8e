import { useMutation } from '@tanstack/react-query';
import type { UploadPurpose, UploadedFile } from '@trades/contracts';
import { api } from '@/lib/api-client';

/** POST /v1/files/temporary-upload: multipart `file`, kept as temporary until a step save attaches it. */
export function uploadTemporaryFile({ file, purpose }: { file: File; purpose: UploadPurpose }): Promise<UploadedFile> {
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('file', file, file.name);
  return api<UploadedFile>('/v1/files/temporary-upload', { method: 'POST', body });
}

export function useUploadTemporaryFile() {
  return useMutation({ mutationFn: uploadTemporaryFile });
}
