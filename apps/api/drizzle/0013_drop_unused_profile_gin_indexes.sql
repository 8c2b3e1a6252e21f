DROP INDEX "search_profiles_types_gin";--> statement-breakpoint
DROP INDEX "search_profiles_states_gin";--> statement-breakpoint
DROP INDEX "search_profiles_locations_gin";