export { createChatDeps, type TChatDeps } from './chat.deps.ts';
export { createLocalHub, type TChatHub, type TChatHubEvent } from './chat.hub.ts';
export { scheduleChatJobs } from './chat.jobs.ts';
export { chatRoutes } from './chat.routes.ts';
export {
  checkMessageText,
  countUnread,
  findLatestMessagesOfRooms,
  findMemberRoom,
  findMemberRooms,
  findRoom,
  findRoomMemberIds,
  findRoomMessages,
  markRoomRead,
  messageFrame,
  openRoom,
  presentMessage,
  publishSafely,
  requireMemberRoom,
  sendMessage,
  type TChatMessageRow,
  type TChatRoomRow,
  type TMemberRoomRow,
} from './chat.service.ts';
export { chatSocketRoutes } from './chat.socket.ts';
export { getRoom } from './chat-rooms.service.ts';
export { openSupportConversation, updateSupportRoom, writeToSupport } from './support-conversation.service.ts';
export { countOpenSupportRooms } from './support-counts.service.ts';
export {
  assignSupportConversation,
  getSupportConversation,
  listSupportConversations,
  readSupportMessages,
  replyToSupport,
  setSupportStatus,
} from './support-inbox.service.ts';
