export { AdminInputError, createAdmin } from './admin.service.ts';
export { authRoutes } from './auth.routes.ts';
export { createAccountsDeps, type TAccountsDeps } from './deps.ts';
export { encodeUid, requestPasswordReset } from './password.service.ts';
export { verifyCurrentPassword, withRetryAfter } from './session.service.ts';
export {
  blockUser,
  changeUserRole,
  findStaffUser,
  findStaffUsers,
  lockStaffUser,
  type TStaffUserFilter,
  type TStaffUserRow,
  unblockUser,
} from './staff-users.service.ts';
export {
  confirmPendingEmail,
  findActiveUser,
  findPublicUsers,
  findUserByEmail,
  findUserById,
  setPendingEmail,
  type TProfileChanges,
  type TPublicUserRow,
  type TUserRow,
  updateProfile,
} from './users.service.ts';
