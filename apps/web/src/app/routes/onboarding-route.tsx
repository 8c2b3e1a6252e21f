import { Center, Loader } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MilestoneType } from '@vitrina/contract/enums/milestone-type';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSearchParamsUpdate } from '../../lib/use-search-params-update';
import { ListSkeleton } from '../../components/load-error/load-error';
import { paths } from '../../config/paths';
import { OnboardingProfileForm } from '../../features/account/components/onboarding-profile-form';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useConnectedProvidersQuery } from '../../features/media-providers/api/connected-providers';
import { mediaProvidersQueryOptions } from '../../features/media-providers/api/media-providers-options';
import { networkOf } from '../../features/media-providers/lib/networks';
import { milestonesQueryOptions, useMilestonesQuery } from '../../features/milestones/api/milestones';
import { OnboardingLayout } from '../../features/onboarding/components/onboarding-layout';
import { NoNetworksNotice, ProvidersStepActions } from '../../features/onboarding/components/providers-step-actions';
import { parseStep, resolveOnboardingEntry, type OnboardingStep } from '../../features/onboarding/steps';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOnFirstInput } from '../../lib/use-on-first-input';

const EMPTY = new Set<number>();

// Steps 2 and 3 are their own chunks, fetched when the agent first presses a key or a pointer on the
// page (or when opened directly): on a slow line they do not hold up the open step's own code.
const photoStep = () => import('../../features/account/components/onboarding-photo-form');
const providersStep = () => import('../../features/media-providers/components/provider-list');
const OnboardingPhotoForm = lazy(() => photoStep().then((m) => ({ default: m.OnboardingPhotoForm })));
const ProviderList = lazy(() => providersStep().then((m) => ({ default: m.ProviderList })));

/** /onboarding: the three-step wizard of spec 1 §2.8. */
export function OnboardingRoute() {
  useDocumentTitle('Configura tu perfil');
  const { agent, reload } = useAuth();
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const milestones = useMilestonesQuery();
  const connected = useConnectedProvidersQuery();
  // Step 3's providers (its list asks for them too): known once in, whether this server can connect
  // any network (Instagram or Facebook).
  const providers = useQuery({ ...mediaProvidersQueryOptions, enabled: parseStep(params.get('step')) === 3 });
  const noNetworks =
    providers.data !== undefined && connected.data?.length === 0 && !providers.data.some((p) => p.configured && networkOf(p.type) !== null);
  // Judged on arrival only: saving step 1 completes the profile, and the wizard must go on.
  const [arrivedCompleted] = useState(() => agent?.profileCompleted ?? false);
  useOnFirstInput(() => {
    for (const step of [photoStep, providersStep]) step().catch(() => undefined);
  });

  if (!agent) return null;
  const entry = resolveOnboardingEntry({
    step: params.get('step'),
    from: params.get('from'),
    profileCompleted: arrivedCompleted,
    milestones: milestones.data ?? (milestones.isError ? EMPTY : undefined),
  });

  if (entry.kind === 'home') return <Navigate to={paths.home} replace />;
  if (entry.kind === 'wait') {
    return (
      <Center h="100vh">
        <Loader aria-label="Cargando" />
      </Center>
    );
  }
  if (params.get('step') !== String(entry.step)) {
    const next = new URLSearchParams(params);
    next.set('step', String(entry.step));
    return <Navigate to={{ search: `?${next.toString()}` }} replace />;
  }

  const step = entry.step;
  const done = milestones.data ?? EMPTY;
  const goTo = (target: OnboardingStep) =>
    updateParams((next) => {
      next.set('step', String(target));
      next.delete('context');
    });
  // After a save the next step shows at once (its toast stays on screen); the session and the
  // milestones are read again meanwhile.
  const afterSave = (target: OnboardingStep) => {
    void reload();
    void queryClient.invalidateQueries({ queryKey: milestonesQueryOptions.queryKey });
    goTo(target);
  };

  return (
    <OnboardingLayout step={step} completed={done} context={params.get('context')}>
      {step === 1 && (
        <OnboardingProfileForm
          agent={agent}
          stepDone={done.has(MilestoneType.ProfileUpdated)}
          onSaved={() => afterSave(2)}
          onNext={() => goTo(2)}
        />
      )}
      {step > 1 && (
        <Suspense fallback={<ListSkeleton label="Cargando paso" rows={3} height={72} />}>
          {step === 2 && (
            <OnboardingPhotoForm agent={agent} onBack={() => goTo(1)} onSaved={() => afterSave(3)} onNext={() => goTo(3)} />
          )}
          {step === 3 && (
            <>
              {noNetworks ? <NoNetworksNotice /> : <ProviderList layout="list" />}
              <ProvidersStepActions
                connectedCount={connected.data?.length ?? 0}
                networksAvailable={!noNetworks}
                onBack={() => goTo(2)}
                onFinish={() => navigate(paths.dashboard)}
                onLater={() => navigate(`${paths.dashboard}?from=onboarding`)}
              />
            </>
          )}
        </Suspense>
      )}
    </OnboardingLayout>
  );
}
