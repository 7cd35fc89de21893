/**
 * The mail the server sends, as one service so its callers do not know how it travels. This
 * version only logs what it would send; the SMTP service replaces it (same interface).
 */
export interface MailService {
  passwordReset(p: { programId: number; userId: string; token: string; origin?: string }): Promise<void>;
  invitation(p: { programId: number; userId: string; token: string }): Promise<void>;
  orderConfirmation(p: { programId: number; orderId: string }): Promise<void>;
  shipped(p: { programId: number; orderId: string; itemIds: string[] }): Promise<void>;
  close(): Promise<void>;
}

/** Logs each mail's kind and ids (never a token): enough to see in development that it was asked for. */
export function loggingMailService(log: (line: string) => void = (line) => console.log(line)): MailService {
  return {
    async passwordReset({ programId, userId }) {
      log(`mail: password reset for ${userId} (program ${programId})`);
    },
    async invitation({ programId, userId }) {
      log(`mail: invitation for ${userId} (program ${programId})`);
    },
    async orderConfirmation({ programId, orderId }) {
      log(`mail: order confirmation for ${orderId} (program ${programId})`);
    },
    async shipped({ programId, orderId, itemIds }) {
      log(`mail: ${itemIds.length} item(s) of ${orderId} shipped (program ${programId})`);
    },
    async close() {},
  };
}
