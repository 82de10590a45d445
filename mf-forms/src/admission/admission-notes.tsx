import styled from 'styled-components';
import { Card } from '../form/form-layout.ts';

export const REGISTRATION_FEE = 300;

// No list was given to copy; these are what schools of the board ask for at admission.
const documents = [
  'Birth certificate of the student (original and one photocopy)',
  'Aadhaar card of the student and of both parents (photocopies)',
  'Four recent passport-size photographs of the student',
  'Transfer certificate from the previous school (Std II and above)',
  'Report card of the last class attended',
  'Proof of residence (electricity bill, ration card or rent agreement)',
  'Caste certificate, if applicable',
];

export function AdmissionNotes() {
  return (
    <Notes>
      <Card aria-labelledby="documents-title">
        <h2 id="documents-title">Documents to bring</h2>
        <p>Please bring these to the school office when you come for admission:</p>
        <ul>
          {documents.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </Card>
      <Fee aria-labelledby="fee-title">
        <h2 id="fee-title">Registration fee</h2>
        <p>
          <strong>₹{REGISTRATION_FEE}</strong> payable at the school office when you submit the documents.
        </p>
      </Fee>
    </Notes>
  );
}

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 6px;
  }
`;

const Fee = styled(Card)`
  background: ${(p) => p.theme.color.surfaceAlt};
  p {
    margin: 0;
  }
  strong {
    font-size: 1.5rem;
    color: ${(p) => p.theme.color.primary};
    margin-right: 4px;
  }
`;
