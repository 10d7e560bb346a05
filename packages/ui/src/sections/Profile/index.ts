export { Profile, type ProfileProps, type ProfileStatus } from './Profile';
export { profileMessages, type ProfileMessages } from './Profile.messages';
