import { BASE_CSS, type PageTemplate } from './template';

/** A prize draw: the prize, how to enter, the rules, and the entry form. */
export const competitionEntryTemplate: PageTemplate = {
  id: 'competition-entry',
  name: 'Competition Entry',
  html: `<div class="page">
  <div class="section prize-hero">
    <h1>Win a weekend away for two</h1>
    <p>Enter before 31 March for your chance to win two nights at a seaside hotel, breakfast included.</p>
  </div>
  <div class="section">
    <h2>How to enter</h2>
    <ol class="steps">
      <li>Fill in the form below.</li>
      <li>Watch your phone: winners are told by SMS.</li>
      <li>Pack your bags!</li>
    </ol>
  </div>
  <div class="section entry" data-form-slot>
    <h2>Enter now</h2>
  </div>
  <div class="footer">One entry per person. The winner is drawn at random on 1 April. Terms and conditions apply.</div>
</div>`,
  css: `${BASE_CSS}
.prize-hero { background-color: #be123c; color: #ffffff; padding: 52px 40px; text-align: center; }
.steps { font-size: 16px; line-height: 1.8; padding-left: 22px; margin: 0; }
.entry { background-color: #fff1f2; }
.entry .page-form__submit { background-color: #be123c; }
`,
};
