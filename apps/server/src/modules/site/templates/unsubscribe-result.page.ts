import { escapeHtml } from '../../../platform/mail/templates/mail-layout';

/**
 * The small page a newsletter unsubscribe link opens. Server-rendered, with no script, because it is reached from
 * a mail client and must work even where the web app is not built.
 */
export function renderUnsubscribeResultPage(options: { isDone: boolean; homeUrl: string }): string {
  const heading = options.isDone ? 'You are unsubscribed' : 'This link does not work';
  const body = options.isDone
    ? 'We will not send the Mathwise newsletter to this address any more. You can sign up again at any time from the bottom of our home page.'
    : 'This unsubscribe link is not valid. Copy the whole link from the e-mail, or write to us from the Contact Us page and we will take you off the list.';
  return `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)} | Mathwise</title></head><body style="margin:0;background:#f4f6fa;font-family:system-ui,Arial,sans-serif;color:#1a1a1a"><main style="max-width:560px;margin:48px auto;padding:32px 24px;background:#ffffff;border-radius:12px"><p style="font-size:20px;font-weight:700;color:#3b5bdb;margin:0 0 24px">Mathwise</p><h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(heading)}</h1><p style="margin:0 0 24px;line-height:1.5">${escapeHtml(body)}</p><p style="margin:0"><a href="${escapeHtml(options.homeUrl)}" style="color:#3b5bdb;font-weight:600">Go to the Mathwise home page</a></p></main></body></html>`;
}
