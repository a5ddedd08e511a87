import { BASE_CSS, type PageTemplate } from './template';

/** An event's date, place and programme, with a registration form. */
export const eventRegistrationTemplate: PageTemplate = {
  id: 'event-registration',
  name: 'Event Registration',
  html: `<div class="page">
  <div class="section event-hero">
    <h1>Spring Business Breakfast</h1>
    <p class="event-when">Thursday 12 March, 07:30 to 09:30</p>
    <p class="event-where">The Conference Centre, 1 Main Road</p>
  </div>
  <div class="section">
    <h2>Programme</h2>
    <table class="programme">
      <tr><td class="time">07:30</td><td>Arrival, coffee and breakfast</td></tr>
      <tr><td class="time">08:00</td><td>Keynote: growing with your customers</td></tr>
      <tr><td class="time">08:45</td><td>Panel and questions</td></tr>
      <tr><td class="time">09:15</td><td>Networking</td></tr>
    </table>
  </div>
  <div class="section register" data-form-slot>
    <h2>Register your seat</h2>
    <p>Seats are limited. Registration is free.</p>
  </div>
  <div class="footer">Questions about the event? Reply to the message that brought you here.</div>
</div>`,
  css: `${BASE_CSS}
.event-hero { background-color: #312e81; color: #ffffff; padding: 48px 40px; text-align: center; }
.page .event-when { font-size: 20px; font-weight: bold; color: #fde68a; }
.page .event-where { color: #e0e7ff; }
.programme { width: 100%; border-collapse: collapse; }
.programme td { padding: 10px 8px; border-bottom: 1px solid #e4e7eb; font-size: 15px; }
.programme .time { width: 80px; font-weight: bold; color: #312e81; }
.register { background-color: #eef2ff; }
.register .page-form__submit { background-color: #4338ca; }
`,
};
