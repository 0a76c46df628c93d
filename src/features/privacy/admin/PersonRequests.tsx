'use client'

import { Results } from './Results'
import { SearchForm } from './SearchForm'
import { usePersonRequest } from './usePersonRequest'

/**
 * The person-request screen's panels (see PersonRequestsView): the search, a message line, and
 * what the search found with the actions on it (Results). The state and the server's calls are
 * usePersonRequest's.
 */
export function PersonRequests({ countries }: { countries: { code: string; name: string }[] }) {
  const request = usePersonRequest()
  return (
    <div data-person-requests>
      <SearchForm countries={countries} busy={request.busy} onSearch={request.start} />
      <p role="status" data-person-message>
        {request.message}
      </p>
      <Results request={request} />
    </div>
  )
}
