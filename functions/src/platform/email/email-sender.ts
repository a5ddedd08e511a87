import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends one e-mail and returns the provider's message id. */
export interface EmailSender {
  send(email: OutgoingEmail): Promise<string>;
}

/**
 * Amazon SES (v2 API). Locally AWS_ENDPOINT_URL_SESV2 points the same client at the mailbox
 * stand-in (scripts/local/mailbox-server.ts), which stores what it receives for people and tests to read.
 */
export class SesEmailSender implements EmailSender {
  constructor(private readonly client = new SESv2Client({})) {}

  async send(email: OutgoingEmail): Promise<string> {
    const result = await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: email.from,
        Destination: { ToAddresses: [email.to] },
        Content: {
          Simple: {
            Subject: { Data: email.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: email.text, Charset: 'UTF-8' },
              ...(email.html ? { Html: { Data: email.html, Charset: 'UTF-8' } } : {}),
            },
          },
        },
      }),
    );
    if (!result.MessageId) throw new Error('SES returned no message id');
    return result.MessageId;
  }
}

let sender: EmailSender | undefined;

/** The container's e-mail sender. */
export function emailSender(): EmailSender {
  sender ??= new SesEmailSender();
  return sender;
}
