import type { FormClientConfig } from '@school/shared-api/form-client';
import { useRuntime } from '@school/shared-ui/runtime';

/** What a form island posts with, from the page's runtime: the provider, the school and the shell's session route. */
export function useFormClientConfig(): FormClientConfig {
  const { apiBaseUrl, schoolCode, session } = useRuntime();
  return { baseUrl: apiBaseUrl, schoolCode, session };
}
