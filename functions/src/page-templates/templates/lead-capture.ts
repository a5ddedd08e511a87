import { BASE_CSS, type PageTemplate } from './template';

/** A hero, three reasons and a sign-up form: the classic lead magnet page. */
export const leadCaptureTemplate: PageTemplate = {
  id: 'lead-capture',
  name: 'Lead Capture',
  html: `<div class="page">
  <div class="section hero">
    <p class="eyebrow">Free guide</p>
    <h1>Get the 10-step guide to doubling your sales</h1>
    <p>Practical tips from hundreds of small businesses, in one short read. Leave your details and we will send it straight away.</p>
  </div>
  <div class="section reasons">
    <div class="reason"><h2>Quick wins</h2><p>Ideas you can use this week, without a big budget.</p></div>
    <div class="reason"><h2>Real numbers</h2><p>What worked, what did not, and what it cost.</p></div>
    <div class="reason"><h2>Checklists</h2><p>Printable lists so nothing is forgotten.</p></div>
  </div>
  <div class="section signup" data-form-slot>
    <h2>Send me the guide</h2>
    <p>We respect your privacy. Unsubscribe at any time.</p>
  </div>
  <div class="footer">You receive this page because you asked for more information.</div>
</div>`,
  css: `${BASE_CSS}
.hero { background-color: #0f766e; color: #ffffff; padding: 48px 40px; }
.hero .eyebrow { text-transform: uppercase; letter-spacing: 2px; font-size: 13px; font-weight: bold; color: #ccfbf1; }
.reasons { display: flex; gap: 20px; }
.reason { flex: 1; border-top: 4px solid #14b8a6; padding-top: 12px; }
.reason h2 { font-size: 19px; }
.reason p { font-size: 14px; }
.signup { background-color: #f0fdfa; }
.signup .page-form__submit { background-color: #0f766e; }
@media (max-width: 600px) { .reasons { flex-direction: column; } }
`,
};
