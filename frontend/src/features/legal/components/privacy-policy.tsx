import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePublicSettings } from '@/lib/public-settings';
import { LEGAL_FACTS } from '../legal-facts';
import { LegalSection } from './legal-section';

/** Spec 3 §1, §2.14, §9: the privacy policy. */
export function PrivacyPolicy() {
  const { settings, companyName } = usePublicSettings();
  const provider = settings?.corporateName || companyName;
  const support = settings?.supportEmail;
  return (
    <article aria-label="Privacy Policy">
      <Typography component="p" sx={{ mb: 3 }}>
        This policy is effective {LEGAL_FACTS.privacyPolicyEffectiveDate}. It explains how {provider} handles
        personal information when you use {companyName}.
      </Typography>
      <LegalSection heading="1. What we collect">
        <p>
          Your account details (name, company, business e-mail address, cellphone number), your sign-in
          history and the address your requests come from, and the contact lists, messages and pages you
          upload or create.
        </p>
      </LegalSection>
      <LegalSection heading="2. How we use it">
        <p>
          To run your account and send your campaigns, to bill you, to keep the service secure, and to tell
          you about changes to the service. We do not sell personal information.
        </p>
      </LegalSection>
      <LegalSection heading="3. Your contacts' information">
        <p>
          You decide what your contact lists hold and why; we process it only on your instructions, to send
          your messages and report on them. Opt-outs and unsubscribes are kept so that nobody is messaged
          against their wishes.
        </p>
      </LegalSection>
      <LegalSection heading="4. Sharing">
        <p>
          With the networks, SMS providers and mail services that deliver your messages, and with the service
          providers that host the system, each bound to protect the information.
        </p>
      </LegalSection>
      <LegalSection heading="5. Keeping it safe">
        <p>
          Information is encrypted in transit, passwords and secrets are stored encrypted or hashed, and
          access is limited to the people who need it.
        </p>
      </LegalSection>
      <LegalSection heading="6. Your rights">
        <p>
          You may ask to see, correct or delete your personal information, or object to its use.
          {support && (
            <>
              {' '}
              Write to <Link href={`mailto:${support}`}>{support}</Link>.
            </>
          )}
        </p>
      </LegalSection>
    </article>
  );
}
