import type { StaffMe } from '../../api/queries';
import type { ConsoleMessageId } from '../../messages/en';

/** The role a person holds in a program, as the console names it. */
export function roleMessage(me: StaffMe, program: string | null): ConsoleMessageId {
  if (me.platformOwner) return 'role.platform_owner';
  const role = program ? me.roles[program] : undefined;
  return role ? `role.${role}` : 'role.staff';
}
