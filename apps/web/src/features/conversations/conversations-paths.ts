/** The conversations of either account type (the header's link, the mails' links after sign-in). */
export const CONVERSATIONS_PATH = '/user/conversations';

export function conversationPath(id: number): string {
  return `${CONVERSATIONS_PATH}/${id}`;
}
