export { ProfileHeader, type ProfileHeaderProps } from './ProfileHeader';
