import type { AttachmentInput, UploadedFile } from '@trades/contracts';

/**
 * A file attached in a wizard form: what the save sends (filename, is_temporary, title) plus what
 * the form shows. The title is the name the candidate gives the file (required by the API).
 */
export interface AttachmentValue {
  filename: string;
  title: string;
  is_temporary: boolean;
  originalName: string;
  url: string | null;
  thumbnailUrl: string | null;
}

/** A file of the profile or a fresh upload as a form value; a new upload is titled by its own name. */
export function attachmentValue(file: UploadedFile): AttachmentValue {
  return {
    filename: file.filename,
    title: file.title ?? titleFromName(file.originalName),
    is_temporary: file.is_temporary,
    originalName: file.originalName,
    url: file.url,
    thumbnailUrl: file.thumbnailUrl,
  };
}

/** The original name without its extension, as the default title (at most the API's 200 characters). */
export function titleFromName(originalName: string): string {
  const dot = originalName.lastIndexOf('.');
  const base = dot > 0 ? originalName.slice(0, dot) : originalName;
  return (base.trim() || originalName).slice(0, 200);
}

export function attachmentPayload(value: AttachmentValue): AttachmentInput {
  return { filename: value.filename, is_temporary: value.is_temporary, title: value.title.trim() };
}
