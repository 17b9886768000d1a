/** Where the messages page is; the open conversation is its `conversation` parameter. */
export const MESSAGES_PATH = '/messages/';
export const CONVERSATION_PARAMETER = 'conversation';
