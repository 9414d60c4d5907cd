/**
 * The console's router, as the remotes reach it: the host's one react-router copy, shared through
 * this module instead of as a whole library, so the console ships only the router it uses (ADR 0048).
 * A remote that needs another export adds it here and bumps the contract's minor. The host loads
 * it at start (its remote page reads `useLocation` from here), so it is the copy every remote gets.
 */
export { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
