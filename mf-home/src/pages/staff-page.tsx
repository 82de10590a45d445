import styled from 'styled-components';
import { PageHeader } from '@school/shared-ui/kit';
import { staff } from '../content/staff.ts';
import { PageBody } from './page-styles.ts';

export function StaffPage() {
  return (
    <>
      <PageHeader route="ourStaff" />
      <PageBody>
        <Table data-testid="staff-table">
          <caption>Teaching and non-teaching staff ({staff.length})</caption>
          <thead>
            <tr>
              <th scope="col">S. No.</th>
              <th scope="col">Name</th>
              <th scope="col">Designation</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((r) => (
              <tr key={r.serialNo}>
                <td>{r.serialNo}</td>
                <td>{r.name}</td>
                <td>{r.designation}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </PageBody>
    </>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 1rem;
  caption {
    text-align: left;
    padding-bottom: 12px;
    font-weight: 600;
    color: ${(p) => p.theme.color.muted};
  }
  th {
    background: ${(p) => p.theme.color.primary};
    color: #fff;
    text-align: left;
  }
  th,
  td {
    padding: 10px 12px;
    border: 1px solid ${(p) => p.theme.color.border};
  }
  th:first-child,
  td:first-child {
    width: 5.5em;
    text-align: center;
  }
  tbody tr:nth-child(even) {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
`;
