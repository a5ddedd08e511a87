/**
 * What a new e-mail body starts with: a one-column newsletter the builder's blocks fit into. Its footer links
 * #UNSUBSCRIBEURL#, so the sent e-mail carries this unsubscribe link instead of the footer sending adds.
 */
export const STARTER_EMAIL_HTML = `
<table style="width:100%;background-color:#f4f5f7;padding:24px 0" cellpadding="0" cellspacing="0">
  <tr>
    <td align="center">
      <table style="width:600px;max-width:100%;background-color:#ffffff;border-radius:6px" cellpadding="0" cellspacing="0">
        <tr>
          <td style="padding:24px 32px">
            <h1 style="margin:0;font-family:Helvetica,Arial,sans-serif;font-size:22px;font-weight:bold;color:#1f2a44">Your headline</h1>
          </td>
        </tr>
        <tr>
          <td style="padding:0 32px 24px">
            <p style="margin:0;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;color:#333333">Write your message here. Double-click a text to change it; drag blocks from the panel on the right to add images, buttons and columns.</p>
          </td>
        </tr>
        <tr>
          <td style="padding:16px 32px;border-top:1px solid #e5e7eb">
            <p style="margin:0;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#6b7280">You receive this e-mail because you subscribed to our list. <a href="#UNSUBSCRIBEURL#" style="color:#6b7280;text-decoration:underline">Unsubscribe</a></p>
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>`;
