import type { Db } from '../../platform/db/database';

export interface NewContactMessage {
  role: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  message: string;
}

export function createContactMessagesRepository(db: Db) {
  return {
    async create(message: NewContactMessage): Promise<number> {
      const { id } = await db
        .insertInto('contact_message')
        .values({
          role: message.role,
          first_name: message.firstName,
          last_name: message.lastName,
          email: message.email,
          phone: message.phone,
          message: message.message,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
