import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxEntry } from '../../platform/mail/mailer';
import { escapeHtml } from '../../platform/mail/templates/mail-layout';
import { notFound } from '../../platform/http/http-errors';

function readOutbox(outboxDir: string): OutboxEntry[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as OutboxEntry)
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

function page(title: string, content: string): string {
  return `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:900px;margin:24px auto;padding:0 16px;color:#1a1a1a"><main>${content}</main></body></html>`;
}

/**
 * Development only: the mail the outbox transport wrote, so a newcomer can verify an account with no mail server.
 * Message HTML is served on its own URL with a sandboxing CSP, never inlined into this page.
 */
export function devMailboxRoutes(outboxDir: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/dev/mailbox', { schema: { hide: true } }, (_request, reply) => {
      const entries = readOutbox(outboxDir);
      const rows = entries
        .map(
          (entry) =>
            `<tr><td>${escapeHtml(new Date(entry.sentAt).toLocaleString('en-CA'))}</td><td>${escapeHtml(entry.to)}</td><td><a href="/dev/mailbox/${encodeURIComponent(entry.id)}">${escapeHtml(entry.subject)}</a></td></tr>`,
        )
        .join('');
      const table = entries.length
        ? `<table style="border-collapse:collapse;width:100%"><caption style="text-align:left;padding:8px 0">${entries.length} message(s), newest first</caption><thead><tr><th scope="col" style="text-align:left">Sent</th><th scope="col" style="text-align:left">To</th><th scope="col" style="text-align:left">Subject</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No mail yet. Sign up on the site and the verification e-mail will appear here.</p>';
      return reply
        .type('text/html')
        .send(page('Development mailbox', `<h1>Development mailbox</h1>${table}`));
    });

    app.get(
      '/dev/mailbox/:id',
      { schema: { hide: true, params: z.object({ id: z.string().regex(/^[\w-]+$/) }) } },
      (request, reply) => {
        const entry = readOutbox(outboxDir).find((candidate) => candidate.id === request.params.id);
        if (!entry) throw notFound('There is no such message.');
        return reply
          .type('text/html')
          .header(
            'content-security-policy',
            "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
          )
          .send(
            `<p style="font-family:Arial;font-size:13px"><a href="/dev/mailbox">Back to the mailbox</a> · To: ${escapeHtml(entry.to)} · ${escapeHtml(entry.subject)}</p>${entry.html}`,
          );
      },
    );
  };
}
