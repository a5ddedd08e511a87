import { BASE_CSS, type PageTemplate } from './template';

/** A new product's announcement with an early-access form. */
export const productLaunchTemplate: PageTemplate = {
  id: 'product-launch',
  name: 'Product Launch',
  html: `<div class="page">
  <div class="section launch-hero">
    <p class="badge">New</p>
    <h1>Meet the all-new Nova</h1>
    <p>Faster, lighter and ready for everything you do. Be the first to try it.</p>
  </div>
  <div class="section features">
    <div class="feature"><p class="feature-figure">2x</p><p>faster than before</p></div>
    <div class="feature"><p class="feature-figure">30%</p><p>lighter to carry</p></div>
    <div class="feature"><p class="feature-figure">24h</p><p>on one charge</p></div>
  </div>
  <div class="section early-access" data-form-slot>
    <h2>Get early access</h2>
    <p>Sign up and we will let you know the moment it is available, with a launch discount.</p>
  </div>
  <div class="footer">Offer valid while stocks last.</div>
</div>`,
  css: `${BASE_CSS}
.launch-hero { background-color: #111827; color: #ffffff; padding: 56px 40px; text-align: center; }
.launch-hero .badge { display: inline-block; padding: 4px 12px; border-radius: 12px; background-color: #f59e0b; color: #111827; font-size: 13px; font-weight: bold; }
.features { display: flex; gap: 16px; text-align: center; }
.feature { flex: 1; padding: 16px; border-radius: 8px; background-color: #fffbeb; }
.page .feature-figure { font-size: 32px; font-weight: bold; color: #b45309; margin: 0; }
.early-access .page-form__submit { background-color: #b45309; }
@media (max-width: 600px) { .features { flex-direction: column; } }
`,
};
