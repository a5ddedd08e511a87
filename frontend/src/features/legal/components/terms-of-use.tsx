import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePublicSettings } from '@/lib/public-settings';
import { LEGAL_FACTS } from '../legal-facts';
import { LegalSection } from './legal-section';

/** Spec 3 §1, §2.14, §9: the terms of use. */
export function TermsOfUse() {
  const { settings, companyName } = usePublicSettings();
  const provider = settings?.corporateName || companyName;
  const support = settings?.supportEmail;
  return (
    <article aria-label="Terms of Use">
      <Typography component="p" sx={{ mb: 3 }}>
        These terms govern your use of {companyName}, the SMS and e-mail marketing service provided by{' '}
        {provider} (&quot;we&quot;, &quot;us&quot;). By creating an account or using the system you accept
        them.
      </Typography>
      <LegalSection heading="1. The service">
        <p>
          We give you access to a web application to create and send SMS and e-mail campaigns, manage contact
          lists, landing pages and reports, and an API to send messages from your own systems.
        </p>
      </LegalSection>
      <LegalSection heading="2. Payment">
        <p>
          Payment is by buying credits online before you send. Messages are charged against your credits at
          the rates shown in your account. All charges exclude VAT, which is added where it applies.
        </p>
      </LegalSection>
      <LegalSection heading="3. Term">
        <p>
          This agreement starts when you first use the system and runs for as long as you use it. You may stop
          using the system at any time; unused credits are not refunded unless the law requires it.
        </p>
      </LegalSection>
      <LegalSection heading="4. Your obligations">
        <p>
          You send messages only to people who have agreed to receive them, honour every opt-out and
          unsubscribe request, identify yourself in your messages, and comply with the direct-marketing,
          consumer-protection and data-protection laws that apply to you and your recipients.
        </p>
        <p>You keep your sign-in details secret and are responsible for everything done with your account.</p>
      </LegalSection>
      <LegalSection heading="5. Breach">
        <p>
          If either party breaches these terms, the other may give written notice of the breach. A breach must
          be remedied within {LEGAL_FACTS.remedyPeriodDays} days of that notice; if it is not, the other party
          may suspend or end the agreement. We may suspend sending at once where messages cause harm or break
          the law.
        </p>
      </LegalSection>
      <LegalSection heading="6. Support">
        <p>
          Our normal working hours are {LEGAL_FACTS.workingHours}, excluding public holidays. Requests
          received outside these hours are handled on the next working day.
          {support && (
            <>
              {' '}
              Contact us at <Link href={`mailto:${support}`}>{support}</Link>.
            </>
          )}
        </p>
      </LegalSection>
      <LegalSection heading="7. Liability">
        <p>
          We deliver messages to the networks and mail providers with care, but cannot guarantee that every
          message is delivered. Our liability is limited to the value of the credits you bought in the three
          months before the claim.
        </p>
      </LegalSection>
      <LegalSection heading="8. Governing law">
        <p>These terms are governed by {LEGAL_FACTS.governingLaw}.</p>
      </LegalSection>
    </article>
  );
}
