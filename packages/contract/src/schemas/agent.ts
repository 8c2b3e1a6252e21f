/** The agent as the API answers it (spec 1 §3). */
export interface Agent {
  agentId: string;
  firstName: string;
  lastName: string | null;
  fullName: string;
  avatarUrl: string | null;
  emailAddress: string;
  address: {
    countryState: { countryStateId: number; name: string } | null;
    location: { countryLocationId: number; name: string } | null;
  };
  latitude: number | null;
  longitude: number | null;
  profileCompleted: boolean;
  contactPhoneNumber: { code: string; number: string; fullNumber: string } | null;
  sex: number | null;
  birthDate: string | null;
  description: string | null;
  authProvider: 'password' | 'google' | 'facebook';
  acceptEmails: boolean;
  createdAt: string;
}

export interface TaskCompleted {
  taskCompletedId: string;
  type: number;
  agentId: string;
}
