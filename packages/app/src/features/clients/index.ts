// A client record's badges, for the screens that list a provider's clients.
export { ClientAccountState, ClientStatusBadge } from './components/ClientBadges';
