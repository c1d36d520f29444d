export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12.0.2"
  }
  public: {
    Tables: {
      accessibility_feedback: {
        Row: {
          created_at: string
          email: string
          handled_at: string | null
          handled_by: string | null
          id: string
          language: string
          message: string
          name: string | null
          page: string | null
          status: string
          user_id: string | null
        }
        Insert: {
          created_at?: string
          email: string
          handled_at?: string | null
          handled_by?: string | null
          id?: string
          language?: string
          message: string
          name?: string | null
          page?: string | null
          status?: string
          user_id?: string | null
        }
        Update: {
          created_at?: string
          email?: string
          handled_at?: string | null
          handled_by?: string | null
          id?: string
          language?: string
          message?: string
          name?: string | null
          page?: string | null
          status?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "accessibility_feedback_handled_by_fkey"
            columns: ["handled_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "accessibility_feedback_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      account_changes: {
        Row: {
          changed_at: string
          changed_by: string | null
          field: string
          id: string
          new_value: string
          old_value: string
          user_id: string
        }
        Insert: {
          changed_at?: string
          changed_by?: string | null
          field: string
          id?: string
          new_value: string
          old_value: string
          user_id: string
        }
        Update: {
          changed_at?: string
          changed_by?: string | null
          field?: string
          id?: string
          new_value?: string
          old_value?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "account_changes_changed_by_fkey"
            columns: ["changed_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "account_changes_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      account_deletions: {
        Row: {
          by_admin: boolean
          deleted_at: string
          deleted_by: string | null
          id: string
          participant_ids: string[]
          reason: string | null
          user_id: string
          volunteer_id: string | null
        }
        Insert: {
          by_admin: boolean
          deleted_at?: string
          deleted_by?: string | null
          id?: string
          participant_ids?: string[]
          reason?: string | null
          user_id: string
          volunteer_id?: string | null
        }
        Update: {
          by_admin?: boolean
          deleted_at?: string
          deleted_by?: string | null
          id?: string
          participant_ids?: string[]
          reason?: string | null
          user_id?: string
          volunteer_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "account_deletions_deleted_by_fkey"
            columns: ["deleted_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      assistance_code_attempts: {
        Row: {
          attempted_at: string
          id: number
          program_id: string | null
          user_id: string
        }
        Insert: {
          attempted_at?: string
          id?: never
          program_id?: string | null
          user_id: string
        }
        Update: {
          attempted_at?: string
          id?: never
          program_id?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "assistance_code_attempts_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "assistance_code_attempts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      checkout_sessions: {
        Row: {
          amount_refunded: number
          amount_total: number
          card_last4: string | null
          created_at: string
          currency: string
          error: string | null
          expires_at: string
          fulfilled_at: string | null
          id: string
          paid_at: string | null
          payload: NonNullable<Json>
          payment_intent_id: string | null
          program_id: string
          provider: string
          provider_refund_id: string | null
          receipt_number: string | null
          refund_processed_at: string | null
          refund_processed_by: string | null
          status: string
          stripe_session_id: string | null
          user_id: string
        }
        Insert: {
          amount_refunded?: number
          amount_total: number
          card_last4?: string | null
          created_at?: string
          currency?: string
          error?: string | null
          expires_at?: string
          fulfilled_at?: string | null
          id?: string
          paid_at?: string | null
          payload: NonNullable<Json>
          payment_intent_id?: string | null
          program_id: string
          provider?: string
          provider_refund_id?: string | null
          receipt_number?: string | null
          refund_processed_at?: string | null
          refund_processed_by?: string | null
          status?: string
          stripe_session_id?: string | null
          user_id: string
        }
        Update: {
          amount_refunded?: number
          amount_total?: number
          card_last4?: string | null
          created_at?: string
          currency?: string
          error?: string | null
          expires_at?: string
          fulfilled_at?: string | null
          id?: string
          paid_at?: string | null
          payload?: NonNullable<Json>
          payment_intent_id?: string | null
          program_id?: string
          provider?: string
          provider_refund_id?: string | null
          receipt_number?: string | null
          refund_processed_at?: string | null
          refund_processed_by?: string | null
          status?: string
          stripe_session_id?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "checkout_sessions_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "checkout_sessions_refund_processed_by_fkey"
            columns: ["refund_processed_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "checkout_sessions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      concussion_confirmations: {
        Row: {
          awareness_document_id: string
          code_of_conduct_document_id: string | null
          confirmed_at: string
          confirmed_by: string | null
          guardian_id: string | null
          id: string
          language: string
          participant_id: string | null
          role: string
          user_id: string | null
          valid_until: string
        }
        Insert: {
          awareness_document_id: string
          code_of_conduct_document_id?: string | null
          confirmed_at?: string
          confirmed_by?: string | null
          guardian_id?: string | null
          id?: string
          language: string
          participant_id?: string | null
          role: string
          user_id?: string | null
          valid_until: string
        }
        Update: {
          awareness_document_id?: string
          code_of_conduct_document_id?: string | null
          confirmed_at?: string
          confirmed_by?: string | null
          guardian_id?: string | null
          id?: string
          language?: string
          participant_id?: string | null
          role?: string
          user_id?: string | null
          valid_until?: string
        }
        Relationships: [
          {
            foreignKeyName: "concussion_confirmations_awareness_document_id_fkey"
            columns: ["awareness_document_id"]
            isOneToOne: false
            referencedRelation: "legal_documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "concussion_confirmations_code_of_conduct_document_id_fkey"
            columns: ["code_of_conduct_document_id"]
            isOneToOne: false
            referencedRelation: "legal_documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "concussion_confirmations_confirmed_by_fkey"
            columns: ["confirmed_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "concussion_confirmations_guardian_id_fkey"
            columns: ["guardian_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "concussion_confirmations_participant_id_fkey"
            columns: ["participant_id"]
            isOneToOne: false
            referencedRelation: "participants"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "concussion_confirmations_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      concussion_removals: {
        Row: {
          cleared_at: string | null
          cleared_by: string | null
          cleared_note: string | null
          cleared_on: string | null
          id: string
          notes: string | null
          participant_id: string
          program_id: string | null
          recorded_at: string
          recorded_by: string | null
          suspected_on: string
        }
        Insert: {
          cleared_at?: string | null
          cleared_by?: string | null
          cleared_note?: string | null
          cleared_on?: string | null
          id?: string
          notes?: string | null
          participant_id: string
          program_id?: string | null
          recorded_at?: string
          recorded_by?: string | null
          suspected_on: string
        }
        Update: {
          cleared_at?: string | null
          cleared_by?: string | null
          cleared_note?: string | null
          cleared_on?: string | null
          id?: string
          notes?: string | null
          participant_id?: string
          program_id?: string | null
          recorded_at?: string
          recorded_by?: string | null
          suspected_on?: string
        }
        Relationships: [
          {
            foreignKeyName: "concussion_removals_cleared_by_fkey"
            columns: ["cleared_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "concussion_removals_participant_id_fkey"
            columns: ["participant_id"]
            isOneToOne: false
            referencedRelation: "participants"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "concussion_removals_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "concussion_removals_recorded_by_fkey"
            columns: ["recorded_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      data_access_log: {
        Row: {
          action: string
          actor_id: string | null
          actor_role: string | null
          at: string
          id: number
          participant_ids: string[]
          program_id: string | null
          reason: string
          scope: Json | null
          volunteer_ids: string[]
          what: string
        }
        Insert: {
          action: string
          actor_id?: string | null
          actor_role?: string | null
          at?: string
          id?: never
          participant_ids?: string[]
          program_id?: string | null
          reason: string
          scope?: Json | null
          volunteer_ids?: string[]
          what: string
        }
        Update: {
          action?: string
          actor_id?: string | null
          actor_role?: string | null
          at?: string
          id?: never
          participant_ids?: string[]
          program_id?: string | null
          reason?: string
          scope?: Json | null
          volunteer_ids?: string[]
          what?: string
        }
        Relationships: [
          {
            foreignKeyName: "data_access_log_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "data_access_log_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
        ]
      }
      email_outbox: {
        Row: {
          about_user_id: string | null
          attempts: number
          body: string
          claimed_at: string | null
          created_at: string
          id: string
          language: string
          last_error: string | null
          lease_expires_at: string | null
          next_attempt_at: string
          payload: NonNullable<Json>
          provider_message_id: string | null
          registration_id: string | null
          sent_at: string | null
          status: string
          subject: string
          template: string
          to_email: string
        }
        Insert: {
          about_user_id?: string | null
          attempts?: number
          body: string
          claimed_at?: string | null
          created_at?: string
          id?: string
          language?: string
          last_error?: string | null
          lease_expires_at?: string | null
          next_attempt_at?: string
          payload?: NonNullable<Json>
          provider_message_id?: string | null
          registration_id?: string | null
          sent_at?: string | null
          status?: string
          subject: string
          template: string
          to_email: string
        }
        Update: {
          about_user_id?: string | null
          attempts?: number
          body?: string
          claimed_at?: string | null
          created_at?: string
          id?: string
          language?: string
          last_error?: string | null
          lease_expires_at?: string | null
          next_attempt_at?: string
          payload?: NonNullable<Json>
          provider_message_id?: string | null
          registration_id?: string | null
          sent_at?: string | null
          status?: string
          subject?: string
          template?: string
          to_email?: string
        }
        Relationships: [
          {
            foreignKeyName: "email_outbox_about_user_id_fkey"
            columns: ["about_user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "email_outbox_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "admin_registration_rows"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "email_outbox_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "registrations"
            referencedColumns: ["id"]
          },
        ]
      }
      emergency_contacts: {
        Row: {
          created_at: string
          email: string | null
          id: string
          is_primary: boolean
          name: string
          participant_id: string | null
          phone: string
          relationship: string
          relationship_other: string | null
          updated_at: string
          volunteer_id: string | null
        }
        Insert: {
          created_at?: string
          email?: string | null
          id?: string
          is_primary?: boolean
          name: string
          participant_id?: string | null
          phone: string
          relationship: string
          relationship_other?: string | null
          updated_at?: string
          volunteer_id?: string | null
        }
        Update: {
          created_at?: string
          email?: string | null
          id?: string
          is_primary?: boolean
          name?: string
          participant_id?: string | null
          phone?: string
          relationship?: string
          relationship_other?: string | null
          updated_at?: string
          volunteer_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "emergency_contacts_participant_id_fkey"
            columns: ["participant_id"]
            isOneToOne: false
            referencedRelation: "participants"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "emergency_contacts_volunteer_id_fkey"
            columns: ["volunteer_id"]
            isOneToOne: false
            referencedRelation: "volunteer_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      equipment_inventory: {
        Row: {
          category: string | null
          condition: string | null
          created_at: string
          id: string
          item_name: string
          notes: string | null
          quantity: number
          size: string | null
          updated_at: string
        }
        Insert: {
          category?: string | null
          condition?: string | null
          created_at?: string
          id?: string
          item_name: string
          notes?: string | null
          quantity?: number
          size?: string | null
          updated_at?: string
        }
        Update: {
          category?: string | null
          condition?: string | null
          created_at?: string
          id?: string
          item_name?: string
          notes?: string | null
          quantity?: number
          size?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      equipment_loans: {
        Row: {
          created_at: string
          equipment_id: string
          id: string
          loaned_at: string
          notes: string | null
          participant_id: string | null
          quantity: number
          returned_at: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          equipment_id: string
          id?: string
          loaned_at?: string
          notes?: string | null
          participant_id?: string | null
          quantity?: number
          returned_at?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          equipment_id?: string
          id?: string
          loaned_at?: string
          notes?: string | null
          participant_id?: string | null
          quantity?: number
          returned_at?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "equipment_loans_equipment_id_fkey"
            columns: ["equipment_id"]
            isOneToOne: false
            referencedRelation: "equipment_inventory"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "equipment_loans_participant_id_fkey"
            columns: ["participant_id"]
            isOneToOne: false
            referencedRelation: "participants"
            referencedColumns: ["id"]
          },
        ]
      }
      events: {
        Row: {
          capacity: number | null
          created_at: string
          description: string | null
          description_fr: string | null
          ends_at: string | null
          event_type: string
          id: string
          location: string | null
          name: string
          name_fr: string | null
          program_id: string | null
          starts_at: string
          updated_at: string
        }
        Insert: {
          capacity?: number | null
          created_at?: string
          description?: string | null
          description_fr?: string | null
          ends_at?: string | null
          event_type?: string
          id?: string
          location?: string | null
          name: string
          name_fr?: string | null
          program_id?: string | null
          starts_at: string
          updated_at?: string
        }
        Update: {
          capacity?: number | null
          created_at?: string
          description?: string | null
          description_fr?: string | null
          ends_at?: string | null
          event_type?: string
          id?: string
          location?: string | null
          name?: string
          name_fr?: string | null
          program_id?: string | null
          starts_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "events_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
        ]
      }
      financial_aid_requests: {
        Row: {
          approved_price_cents: number | null
          can_pay_cents: number
          code_id: string | null
          created_at: string
          decided_at: string | null
          decided_by: string | null
          decision_note: string | null
          id: string
          language: string
          note: string | null
          participant_ids: string[]
          program_id: string
          status: string
          updated_at: string
          user_id: string
        }
        Insert: {
          approved_price_cents?: number | null
          can_pay_cents: number
          code_id?: string | null
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          decision_note?: string | null
          id?: string
          language?: string
          note?: string | null
          participant_ids: string[]
          program_id: string
          status?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          approved_price_cents?: number | null
          can_pay_cents?: number
          code_id?: string | null
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          decision_note?: string | null
          id?: string
          language?: string
          note?: string | null
          participant_ids?: string[]
          program_id?: string
          status?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "financial_aid_requests_code_id_fkey"
            columns: ["code_id"]
            isOneToOne: false
            referencedRelation: "financial_assistance_codes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "financial_aid_requests_decided_by_fkey"
            columns: ["decided_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "financial_aid_requests_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "financial_aid_requests_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      financial_assistance_codes: {
        Row: {
          code: string
          created_at: string
          current_uses: number
          description: string | null
          id: string
          is_active: boolean
          max_uses: number | null
          participant_ids: string[] | null
          price: number
          program_id: string
          request_id: string | null
          updated_at: string
          user_id: string | null
        }
        Insert: {
          code: string
          created_at?: string
          current_uses?: number
          description?: string | null
          id?: string
          is_active?: boolean
          max_uses?: number | null
          participant_ids?: string[] | null
          price?: number
          program_id: string
          request_id?: string | null
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          code?: string
          created_at?: string
          current_uses?: number
          description?: string | null
          id?: string
          is_active?: boolean
          max_uses?: number | null
          participant_ids?: string[] | null
          price?: number
          program_id?: string
          request_id?: string | null
          updated_at?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "financial_assistance_codes_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "financial_assistance_codes_request_id_fkey"
            columns: ["request_id"]
            isOneToOne: false
            referencedRelation: "financial_aid_requests"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "financial_assistance_codes_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      legal_documents: {
        Row: {
          body: string
          created_at: string
          created_by: string | null
          id: string
          kind: string
          language: string
          program_id: string | null
          published_at: string | null
          published_by: string | null
          title: string
          updated_at: string
          version: number | null
        }
        Insert: {
          body: string
          created_at?: string
          created_by?: string | null
          id?: string
          kind: string
          language: string
          program_id?: string | null
          published_at?: string | null
          published_by?: string | null
          title: string
          updated_at?: string
          version?: number | null
        }
        Update: {
          body?: string
          created_at?: string
          created_by?: string | null
          id?: string
          kind?: string
          language?: string
          program_id?: string | null
          published_at?: string | null
          published_by?: string | null
          title?: string
          updated_at?: string
          version?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "legal_documents_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
        ]
      }
      money_corrections: {
        Row: {
          corrected_at: string
          corrected_by: string | null
          field: string
          id: string
          new_value: number
          old_value: number
          reason: string
          registration_id: string
        }
        Insert: {
          corrected_at?: string
          corrected_by?: string | null
          field?: string
          id?: string
          new_value: number
          old_value: number
          reason: string
          registration_id: string
        }
        Update: {
          corrected_at?: string
          corrected_by?: string | null
          field?: string
          id?: string
          new_value?: number
          old_value?: number
          reason?: string
          registration_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "money_corrections_corrected_by_fkey"
            columns: ["corrected_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "money_corrections_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "admin_registration_rows"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "money_corrections_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "registrations"
            referencedColumns: ["id"]
          },
        ]
      }
      organisation_settings: {
        Row: {
          accessibility_email: string | null
          address_line1: string | null
          address_line2: string | null
          charity_number: string | null
          city: string | null
          contact_email: string | null
          id: boolean
          name_en: string
          name_fr: string
          postal_code: string | null
          province: string | null
          updated_at: string | null
          updated_by: string | null
        }
        Insert: {
          accessibility_email?: string | null
          address_line1?: string | null
          address_line2?: string | null
          charity_number?: string | null
          city?: string | null
          contact_email?: string | null
          id?: boolean
          name_en?: string
          name_fr?: string
          postal_code?: string | null
          province?: string | null
          updated_at?: string | null
          updated_by?: string | null
        }
        Update: {
          accessibility_email?: string | null
          address_line1?: string | null
          address_line2?: string | null
          charity_number?: string | null
          city?: string | null
          contact_email?: string | null
          id?: boolean
          name_en?: string
          name_fr?: string
          postal_code?: string | null
          province?: string | null
          updated_at?: string | null
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "organisation_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      organisation_settings_changes: {
        Row: {
          changed_at: string
          changed_by: string | null
          field: string
          id: string
          new_value: string | null
          old_value: string | null
        }
        Insert: {
          changed_at?: string
          changed_by?: string | null
          field: string
          id?: string
          new_value?: string | null
          old_value?: string | null
        }
        Update: {
          changed_at?: string
          changed_by?: string | null
          field?: string
          id?: string
          new_value?: string | null
          old_value?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "organisation_settings_changes_changed_by_fkey"
            columns: ["changed_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      participants: {
        Row: {
          address: string | null
          allergies: string | null
          anonymised_at: string | null
          city: string | null
          concussion_acknowledged_at: string | null
          created_at: string
          date_of_birth: string | null
          email: string | null
          first_name: string
          first_played_blind_hockey_year: number | null
          gender_identity: string | null
          gender_self_description: string | null
          hockey_referral_other: string | null
          hockey_referral_source: string | null
          id: string
          is_first_time_participant: boolean | null
          last_name: string
          medical_conditions: string | null
          needs_equipment: boolean
          parent_guardian_id: string | null
          played_traditional_hockey: boolean | null
          position: string | null
          postal_code: string | null
          province: string | null
          skating_experience: string | null
          social_media_handles: string | null
          updated_at: string
          user_id: string
          visual_classification: string | null
          visual_condition: string | null
          visual_condition_other: string | null
        }
        Insert: {
          address?: string | null
          allergies?: string | null
          anonymised_at?: string | null
          city?: string | null
          concussion_acknowledged_at?: string | null
          created_at?: string
          date_of_birth?: string | null
          email?: string | null
          first_name: string
          first_played_blind_hockey_year?: number | null
          gender_identity?: string | null
          gender_self_description?: string | null
          hockey_referral_other?: string | null
          hockey_referral_source?: string | null
          id?: string
          is_first_time_participant?: boolean | null
          last_name: string
          medical_conditions?: string | null
          needs_equipment?: boolean
          parent_guardian_id?: string | null
          played_traditional_hockey?: boolean | null
          position?: string | null
          postal_code?: string | null
          province?: string | null
          skating_experience?: string | null
          social_media_handles?: string | null
          updated_at?: string
          user_id: string
          visual_classification?: string | null
          visual_condition?: string | null
          visual_condition_other?: string | null
        }
        Update: {
          address?: string | null
          allergies?: string | null
          anonymised_at?: string | null
          city?: string | null
          concussion_acknowledged_at?: string | null
          created_at?: string
          date_of_birth?: string | null
          email?: string | null
          first_name?: string
          first_played_blind_hockey_year?: number | null
          gender_identity?: string | null
          gender_self_description?: string | null
          hockey_referral_other?: string | null
          hockey_referral_source?: string | null
          id?: string
          is_first_time_participant?: boolean | null
          last_name?: string
          medical_conditions?: string | null
          needs_equipment?: boolean
          parent_guardian_id?: string | null
          played_traditional_hockey?: boolean | null
          position?: string | null
          postal_code?: string | null
          province?: string | null
          skating_experience?: string | null
          social_media_handles?: string | null
          updated_at?: string
          user_id?: string
          visual_classification?: string | null
          visual_condition?: string | null
          visual_condition_other?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "participants_parent_guardian_id_fkey"
            columns: ["parent_guardian_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "participants_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      program_coordinators: {
        Row: {
          assigned_at: string
          assigned_by: string | null
          id: string
          is_active: boolean
          notes: string | null
          program_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          assigned_at?: string
          assigned_by?: string | null
          id?: string
          is_active?: boolean
          notes?: string | null
          program_id: string
          updated_at?: string
          user_id: string
        }
        Update: {
          assigned_at?: string
          assigned_by?: string | null
          id?: string
          is_active?: boolean
          notes?: string | null
          program_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "program_coordinators_assigned_by_fkey"
            columns: ["assigned_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "program_coordinators_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "program_coordinators_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      program_price_tiers: {
        Row: {
          available_from: string | null
          available_until: string | null
          created_at: string
          description: string | null
          description_fr: string | null
          display_order: number
          id: string
          is_default: boolean
          max_spots: number | null
          name: string
          name_fr: string | null
          price: number
          program_id: string
          spots_taken: number
          updated_at: string
        }
        Insert: {
          available_from?: string | null
          available_until?: string | null
          created_at?: string
          description?: string | null
          description_fr?: string | null
          display_order?: number
          id?: string
          is_default?: boolean
          max_spots?: number | null
          name: string
          name_fr?: string | null
          price?: number
          program_id: string
          spots_taken?: number
          updated_at?: string
        }
        Update: {
          available_from?: string | null
          available_until?: string | null
          created_at?: string
          description?: string | null
          description_fr?: string | null
          display_order?: number
          id?: string
          is_default?: boolean
          max_spots?: number | null
          name?: string
          name_fr?: string | null
          price?: number
          program_id?: string
          spots_taken?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "program_price_tiers_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
        ]
      }
      programs: {
        Row: {
          created_at: string
          description: string | null
          description_fr: string | null
          end_date: string
          financial_assistance_enabled: boolean
          id: string
          is_active: boolean
          location: string | null
          location_fr: string | null
          max_participants: number | null
          name: string
          name_fr: string | null
          places_taken: number
          price: number
          season: string | null
          start_date: string
          updated_at: string
          waitlist_offer_hours: number
          waiver_required: boolean
          waiver_type: string
          is_full: boolean | null
        }
        Insert: {
          created_at?: string
          description?: string | null
          description_fr?: string | null
          end_date: string
          financial_assistance_enabled?: boolean
          id?: string
          is_active?: boolean
          location?: string | null
          location_fr?: string | null
          max_participants?: number | null
          name: string
          name_fr?: string | null
          places_taken?: number
          price?: number
          season?: never
          start_date: string
          updated_at?: string
          waitlist_offer_hours?: number
          waiver_required?: boolean
          waiver_type?: string
        }
        Update: {
          created_at?: string
          description?: string | null
          description_fr?: string | null
          end_date?: string
          financial_assistance_enabled?: boolean
          id?: string
          is_active?: boolean
          location?: string | null
          location_fr?: string | null
          max_participants?: number | null
          name?: string
          name_fr?: string | null
          places_taken?: number
          price?: number
          season?: never
          start_date?: string
          updated_at?: string
          waitlist_offer_hours?: number
          waiver_required?: boolean
          waiver_type?: string
        }
        Relationships: []
      }
      refund_logs: {
        Row: {
          action: string
          checkout_session_id: string | null
          id: string
          processed_at: string
          processed_by: string | null
          provider_refund_id: string | null
          refund_amount: number
          refund_id: string | null
          refund_reason: string | null
          registration_id: string | null
          user_id: string | null
        }
        Insert: {
          action: string
          checkout_session_id?: string | null
          id?: string
          processed_at?: string
          processed_by?: string | null
          provider_refund_id?: string | null
          refund_amount?: number
          refund_id?: string | null
          refund_reason?: string | null
          registration_id?: string | null
          user_id?: string | null
        }
        Update: {
          action?: string
          checkout_session_id?: string | null
          id?: string
          processed_at?: string
          processed_by?: string | null
          provider_refund_id?: string | null
          refund_amount?: number
          refund_id?: string | null
          refund_reason?: string | null
          registration_id?: string | null
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "refund_logs_checkout_session_id_fkey"
            columns: ["checkout_session_id"]
            isOneToOne: false
            referencedRelation: "checkout_sessions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "refund_logs_processed_by_fkey"
            columns: ["processed_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "refund_logs_refund_id_fkey"
            columns: ["refund_id"]
            isOneToOne: false
            referencedRelation: "refunds"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "refund_logs_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "admin_registration_rows"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "refund_logs_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "registrations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "refund_logs_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      refunds: {
        Row: {
          amount: number
          checkout_session_id: string | null
          completed_at: string | null
          created_at: string
          created_by: string | null
          failure_message: string | null
          id: string
          note: string | null
          payment_intent_id: string | null
          provider: string
          provider_refund_id: string | null
          provider_status: string | null
          registration_id: string | null
          source: string
          status: string
        }
        Insert: {
          amount: number
          checkout_session_id?: string | null
          completed_at?: string | null
          created_at?: string
          created_by?: string | null
          failure_message?: string | null
          id?: string
          note?: string | null
          payment_intent_id?: string | null
          provider: string
          provider_refund_id?: string | null
          provider_status?: string | null
          registration_id?: string | null
          source?: string
          status?: string
        }
        Update: {
          amount?: number
          checkout_session_id?: string | null
          completed_at?: string | null
          created_at?: string
          created_by?: string | null
          failure_message?: string | null
          id?: string
          note?: string | null
          payment_intent_id?: string | null
          provider?: string
          provider_refund_id?: string | null
          provider_status?: string | null
          registration_id?: string | null
          source?: string
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "refunds_checkout_session_id_fkey"
            columns: ["checkout_session_id"]
            isOneToOne: false
            referencedRelation: "checkout_sessions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "refunds_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "refunds_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "admin_registration_rows"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "refunds_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "registrations"
            referencedColumns: ["id"]
          },
        ]
      }
      registration_assistance_codes: {
        Row: {
          assistance_code_id: string
          created_at: string
          id: string
          registration_id: string
        }
        Insert: {
          assistance_code_id: string
          created_at?: string
          id?: string
          registration_id: string
        }
        Update: {
          assistance_code_id?: string
          created_at?: string
          id?: string
          registration_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "registration_assistance_codes_assistance_code_id_fkey"
            columns: ["assistance_code_id"]
            isOneToOne: false
            referencedRelation: "financial_assistance_codes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registration_assistance_codes_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: true
            referencedRelation: "admin_registration_rows"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registration_assistance_codes_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: true
            referencedRelation: "registrations"
            referencedColumns: ["id"]
          },
        ]
      }
      registration_questions: {
        Row: {
          category: string
          created_at: string
          display_order: number
          id: string
          is_active: boolean
          is_sensitive: boolean
          options: NonNullable<Json>
          options_fr: Json | null
          program_id: string
          question_text: string
          question_text_fr: string | null
          question_type: string
          required: boolean
          updated_at: string
        }
        Insert: {
          category?: string
          created_at?: string
          display_order?: number
          id?: string
          is_active?: boolean
          is_sensitive?: boolean
          options?: NonNullable<Json>
          options_fr?: Json | null
          program_id: string
          question_text: string
          question_text_fr?: string | null
          question_type?: string
          required?: boolean
          updated_at?: string
        }
        Update: {
          category?: string
          created_at?: string
          display_order?: number
          id?: string
          is_active?: boolean
          is_sensitive?: boolean
          options?: NonNullable<Json>
          options_fr?: Json | null
          program_id?: string
          question_text?: string
          question_text_fr?: string | null
          question_type?: string
          required?: boolean
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "registration_questions_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
        ]
      }
      registration_responses: {
        Row: {
          created_at: string
          id: string
          question_id: string
          registration_id: string
          response_value: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          id?: string
          question_id: string
          registration_id: string
          response_value?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          id?: string
          question_id?: string
          registration_id?: string
          response_value?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "registration_responses_question_id_fkey"
            columns: ["question_id"]
            isOneToOne: false
            referencedRelation: "registration_questions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registration_responses_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "admin_registration_rows"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registration_responses_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "registrations"
            referencedColumns: ["id"]
          },
        ]
      }
      registration_search: {
        Row: {
          registration_id: string
          search_text: string
        }
        Insert: {
          registration_id: string
          search_text: string
        }
        Update: {
          registration_id?: string
          search_text?: string
        }
        Relationships: [
          {
            foreignKeyName: "registration_search_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: true
            referencedRelation: "admin_registration_rows"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registration_search_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: true
            referencedRelation: "registrations"
            referencedColumns: ["id"]
          },
        ]
      }
      registrations: {
        Row: {
          amount_paid: number
          amount_refunded: number
          checkout_session_id: string | null
          concussion_awareness_agreed: boolean
          concussion_awareness_agreed_at: string | null
          concussion_confirmation_id: string | null
          concussion_document_id: string | null
          concussion_version: string | null
          consent_language: string | null
          created_at: string
          financial_assistance_applied: boolean
          financial_assistance_code_id: string | null
          id: string
          language: string
          media_consent_agreed: boolean
          media_consent_agreed_at: string | null
          media_consent_document_id: string | null
          media_consent_version: string | null
          notes: Json | null
          parent_guardian_id: string | null
          parent_guardian_name: string | null
          participant_id: string | null
          participant_removed_at: string | null
          payment_intent_id: string | null
          price_tier_id: string | null
          program_id: string
          provider_refund_id: string | null
          refund_amount: number | null
          refund_processed_at: string | null
          refund_processed_by: string | null
          refund_reason: string | null
          refunded_at: string | null
          registration_date: string
          removed_participant_name: string | null
          status: string
          stripe_session_id: string | null
          updated_at: string
          user_id: string | null
          volunteer_id: string | null
          waiver_agreed: boolean
          waiver_agreed_at: string | null
          waiver_document_id: string | null
          waiver_version: string | null
        }
        Insert: {
          amount_paid?: number
          amount_refunded?: number
          checkout_session_id?: string | null
          concussion_awareness_agreed?: boolean
          concussion_awareness_agreed_at?: string | null
          concussion_confirmation_id?: string | null
          concussion_document_id?: string | null
          concussion_version?: string | null
          consent_language?: string | null
          created_at?: string
          financial_assistance_applied?: boolean
          financial_assistance_code_id?: string | null
          id?: string
          language?: string
          media_consent_agreed?: boolean
          media_consent_agreed_at?: string | null
          media_consent_document_id?: string | null
          media_consent_version?: string | null
          notes?: Json | null
          parent_guardian_id?: string | null
          parent_guardian_name?: string | null
          participant_id?: string | null
          participant_removed_at?: string | null
          payment_intent_id?: string | null
          price_tier_id?: string | null
          program_id: string
          provider_refund_id?: string | null
          refund_amount?: number | null
          refund_processed_at?: string | null
          refund_processed_by?: string | null
          refund_reason?: string | null
          refunded_at?: string | null
          registration_date?: string
          removed_participant_name?: string | null
          status?: string
          stripe_session_id?: string | null
          updated_at?: string
          user_id?: string | null
          volunteer_id?: string | null
          waiver_agreed?: boolean
          waiver_agreed_at?: string | null
          waiver_document_id?: string | null
          waiver_version?: string | null
        }
        Update: {
          amount_paid?: number
          amount_refunded?: number
          checkout_session_id?: string | null
          concussion_awareness_agreed?: boolean
          concussion_awareness_agreed_at?: string | null
          concussion_confirmation_id?: string | null
          concussion_document_id?: string | null
          concussion_version?: string | null
          consent_language?: string | null
          created_at?: string
          financial_assistance_applied?: boolean
          financial_assistance_code_id?: string | null
          id?: string
          language?: string
          media_consent_agreed?: boolean
          media_consent_agreed_at?: string | null
          media_consent_document_id?: string | null
          media_consent_version?: string | null
          notes?: Json | null
          parent_guardian_id?: string | null
          parent_guardian_name?: string | null
          participant_id?: string | null
          participant_removed_at?: string | null
          payment_intent_id?: string | null
          price_tier_id?: string | null
          program_id?: string
          provider_refund_id?: string | null
          refund_amount?: number | null
          refund_processed_at?: string | null
          refund_processed_by?: string | null
          refund_reason?: string | null
          refunded_at?: string | null
          registration_date?: string
          removed_participant_name?: string | null
          status?: string
          stripe_session_id?: string | null
          updated_at?: string
          user_id?: string | null
          volunteer_id?: string | null
          waiver_agreed?: boolean
          waiver_agreed_at?: string | null
          waiver_document_id?: string | null
          waiver_version?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "registrations_checkout_session_id_fkey"
            columns: ["checkout_session_id"]
            isOneToOne: false
            referencedRelation: "checkout_sessions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_concussion_confirmation_id_fkey"
            columns: ["concussion_confirmation_id"]
            isOneToOne: false
            referencedRelation: "concussion_confirmations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_concussion_document_id_fkey"
            columns: ["concussion_document_id"]
            isOneToOne: false
            referencedRelation: "legal_documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_financial_assistance_code_id_fkey"
            columns: ["financial_assistance_code_id"]
            isOneToOne: false
            referencedRelation: "financial_assistance_codes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_media_consent_document_id_fkey"
            columns: ["media_consent_document_id"]
            isOneToOne: false
            referencedRelation: "legal_documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_parent_guardian_id_fkey"
            columns: ["parent_guardian_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_participant_id_fkey"
            columns: ["participant_id"]
            isOneToOne: false
            referencedRelation: "participants"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_price_tier_id_fkey"
            columns: ["price_tier_id"]
            isOneToOne: false
            referencedRelation: "program_price_tiers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_refund_processed_by_fkey"
            columns: ["refund_processed_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_volunteer_id_fkey"
            columns: ["volunteer_id"]
            isOneToOne: false
            referencedRelation: "volunteer_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_waiver_document_id_fkey"
            columns: ["waiver_document_id"]
            isOneToOne: false
            referencedRelation: "legal_documents"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_payment_methods: {
        Row: {
          brand: string | null
          created_at: string
          exp_month: number | null
          exp_year: number | null
          id: string
          is_default: boolean
          last4: string | null
          provider_payment_method_id: string
          user_id: string
        }
        Insert: {
          brand?: string | null
          created_at?: string
          exp_month?: number | null
          exp_year?: number | null
          id?: string
          is_default?: boolean
          last4?: string | null
          provider_payment_method_id: string
          user_id: string
        }
        Update: {
          brand?: string | null
          created_at?: string
          exp_month?: number | null
          exp_year?: number | null
          id?: string
          is_default?: boolean
          last4?: string | null
          provider_payment_method_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_payment_methods_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      stripe_cleanups: {
        Row: {
          attempts: number
          claimed_at: string | null
          created_at: string
          done_at: string | null
          id: string
          kind: string
          last_error: string | null
          status: string
          stripe_id: string
          user_id: string | null
        }
        Insert: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          done_at?: string | null
          id?: string
          kind: string
          last_error?: string | null
          status?: string
          stripe_id: string
          user_id?: string | null
        }
        Update: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          done_at?: string | null
          id?: string
          kind?: string
          last_error?: string | null
          status?: string
          stripe_id?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "stripe_cleanups_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      stripe_events: {
        Row: {
          checkout_session_id: string | null
          id: string
          received_at: string
          type: string
        }
        Insert: {
          checkout_session_id?: string | null
          id: string
          received_at?: string
          type: string
        }
        Update: {
          checkout_session_id?: string | null
          id?: string
          received_at?: string
          type?: string
        }
        Relationships: [
          {
            foreignKeyName: "stripe_events_checkout_session_id_fkey"
            columns: ["checkout_session_id"]
            isOneToOne: false
            referencedRelation: "checkout_sessions"
            referencedColumns: ["id"]
          },
        ]
      }
      user_profiles: {
        Row: {
          created_at: string
          deleted_at: string | null
          email: string
          first_name: string | null
          id: string
          is_active: boolean
          last_name: string | null
          phone: string | null
          preferred_language: string
          profile_photo_url: string | null
          role: string
          stripe_customer_id: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          deleted_at?: string | null
          email: string
          first_name?: string | null
          id: string
          is_active?: boolean
          last_name?: string | null
          phone?: string | null
          preferred_language?: string
          profile_photo_url?: string | null
          role?: string
          stripe_customer_id?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          deleted_at?: string | null
          email?: string
          first_name?: string | null
          id?: string
          is_active?: boolean
          last_name?: string | null
          phone?: string | null
          preferred_language?: string
          profile_photo_url?: string | null
          role?: string
          stripe_customer_id?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      volunteer_profiles: {
        Row: {
          address: string | null
          age: number | null
          anonymised_at: string | null
          city: string | null
          coaching_experience_level: string | null
          created_at: string
          date_of_birth: string | null
          email: string | null
          first_name: string | null
          has_first_aid_certificate: boolean
          has_hockey_canada_certificate: boolean
          has_volunteered_cbh_before: boolean
          has_vulnerable_sector_check: boolean
          id: string
          last_name: string | null
          medical_conditions: string | null
          phone: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          address?: string | null
          age?: number | null
          anonymised_at?: string | null
          city?: string | null
          coaching_experience_level?: string | null
          created_at?: string
          date_of_birth?: string | null
          email?: string | null
          first_name?: string | null
          has_first_aid_certificate?: boolean
          has_hockey_canada_certificate?: boolean
          has_volunteered_cbh_before?: boolean
          has_vulnerable_sector_check?: boolean
          id?: string
          last_name?: string | null
          medical_conditions?: string | null
          phone?: string | null
          updated_at?: string
          user_id: string
        }
        Update: {
          address?: string | null
          age?: number | null
          anonymised_at?: string | null
          city?: string | null
          coaching_experience_level?: string | null
          created_at?: string
          date_of_birth?: string | null
          email?: string | null
          first_name?: string | null
          has_first_aid_certificate?: boolean
          has_hockey_canada_certificate?: boolean
          has_volunteered_cbh_before?: boolean
          has_vulnerable_sector_check?: boolean
          id?: string
          last_name?: string | null
          medical_conditions?: string | null
          phone?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "volunteer_profiles_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      waitlist_entries: {
        Row: {
          closed_at: string | null
          closed_by: string | null
          id: string
          joined_at: string
          language: string
          offer_expires_at: string | null
          offered_at: string | null
          offered_by: string | null
          participant_id: string
          price_tier_id: string | null
          program_id: string
          registration_id: string | null
          sort_key: number
          status: string
          updated_at: string
          user_id: string
        }
        Insert: {
          closed_at?: string | null
          closed_by?: string | null
          id?: string
          joined_at?: string
          language?: string
          offer_expires_at?: string | null
          offered_at?: string | null
          offered_by?: string | null
          participant_id: string
          price_tier_id?: string | null
          program_id: string
          registration_id?: string | null
          sort_key?: number
          status?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          closed_at?: string | null
          closed_by?: string | null
          id?: string
          joined_at?: string
          language?: string
          offer_expires_at?: string | null
          offered_at?: string | null
          offered_by?: string | null
          participant_id?: string
          price_tier_id?: string | null
          program_id?: string
          registration_id?: string | null
          sort_key?: number
          status?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "waitlist_entries_closed_by_fkey"
            columns: ["closed_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "waitlist_entries_offered_by_fkey"
            columns: ["offered_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "waitlist_entries_participant_id_fkey"
            columns: ["participant_id"]
            isOneToOne: false
            referencedRelation: "participants"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "waitlist_entries_price_tier_id_fkey"
            columns: ["price_tier_id"]
            isOneToOne: false
            referencedRelation: "program_price_tiers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "waitlist_entries_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "waitlist_entries_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "admin_registration_rows"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "waitlist_entries_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "registrations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "waitlist_entries_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      admin_registration_rows: {
        Row: {
          amount_paid: number | null
          amount_refunded: number | null
          id: string | null
          media_consent_agreed: boolean | null
          media_consent_agreed_at: string | null
          parent_guardian_name: string | null
          participant_id: string | null
          price_tier_id: string | null
          program_id: string | null
          refund_amount: number | null
          refund_processed_at: string | null
          refund_reason: string | null
          registration_date: string | null
          removed_participant_name: string | null
          search_text: string | null
          status: string | null
          volunteer_id: string | null
          waiver_agreed: boolean | null
          waiver_agreed_at: string | null
        }
        Relationships: [
          {
            foreignKeyName: "registrations_participant_id_fkey"
            columns: ["participant_id"]
            isOneToOne: false
            referencedRelation: "participants"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_price_tier_id_fkey"
            columns: ["price_tier_id"]
            isOneToOne: false
            referencedRelation: "program_price_tiers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_volunteer_id_fkey"
            columns: ["volunteer_id"]
            isOneToOne: false
            referencedRelation: "volunteer_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Functions: {
      accessibility_contact_email: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      admin_access_log: {
        Args: {
          p_actor?: string
          p_from?: string
          p_limit?: number
          p_offset?: number
          p_participant?: string
          p_to?: string
        }
        Returns: Json
      }
      admin_concussion_removals: {
        Args: { p_open_only?: boolean }
        Returns: Json
      }
      admin_concussion_report: {
        Args: { p_program_id?: string }
        Returns: Json
      }
      admin_correct_amount_paid: {
        Args: { p_amount: number; p_reason: string; p_registration_id: string }
        Returns: Json
      }
      admin_decide_financial_aid: {
        Args: {
          p_approve: boolean
          p_note?: string
          p_price_cents?: number
          p_request_id: string
        }
        Returns: Json
      }
      admin_delete_account: {
        Args: { p_reason: string; p_user_id: string }
        Returns: Json
      }
      admin_financial_aid_page: {
        Args: { p_limit?: number; p_offset?: number; p_status?: string }
        Returns: Json
      }
      admin_location_summary: {
        Args: Record<PropertyKey, never>
        Returns: {
          count: number
          letter: string
          province: string
        }[]
      }
      admin_move_waitlist_entry: {
        Args: { p_entry_id: string; p_position: number }
        Returns: undefined
      }
      admin_offer_waitlist_place: {
        Args: { p_entry_id: string }
        Returns: undefined
      }
      admin_program_options: { Args: Record<PropertyKey, never>; Returns: Json }
      admin_record_outside_refund: {
        Args: { p_amount: number; p_note: string; p_registration_id: string }
        Returns: Json
      }
      admin_refunds: {
        Args: { p_filter?: string; p_limit?: number; p_offset?: number }
        Returns: Json
      }
      admin_registration_answers: {
        Args: { p_registration_ids: string[] }
        Returns: Json
      }
      admin_registrations_export: {
        Args: {
          p_after_date?: string
          p_after_id?: string
          p_limit?: number
          p_program_id?: string
          p_search?: string
          p_status?: string
          p_through_date?: string
          p_through_id?: string
        }
        Returns: Json
      }
      admin_registrations_export_starts: {
        Args: {
          p_page_size?: number
          p_program_id?: string
          p_search?: string
          p_status?: string
        }
        Returns: Json
      }
      admin_registrations_page: {
        Args: {
          p_count_up_to?: number
          p_limit?: number
          p_offset?: number
          p_program_id?: string
          p_search?: string
          p_status?: string
        }
        Returns: Json
      }
      admin_registrations_selected: { Args: { p_ids: string[] }; Returns: Json }
      admin_remove_waitlist_entry: {
        Args: { p_entry_id: string }
        Returns: undefined
      }
      admin_save_organisation_settings: {
        Args: { p_settings: Json }
        Returns: Json
      }
      admin_set_feedback_status: {
        Args: { p_id: string; p_status: string }
        Returns: undefined
      }
      admin_set_user_active: {
        Args: { p_active: boolean; p_user_id: string }
        Returns: Json
      }
      admin_set_user_role: {
        Args: { p_role: string; p_user_id: string }
        Returns: Json
      }
      admin_setup_status: { Args: Record<PropertyKey, never>; Returns: Json }
      admin_user_locations_page: {
        Args: { p_letters: string[]; p_limit?: number; p_offset?: number }
        Returns: Json
      }
      admin_users_export: {
        Args: {
          p_after_created_at?: string
          p_after_id?: string
          p_filter?: string
          p_limit?: number
          p_search?: string
        }
        Returns: Json
      }
      admin_users_page: {
        Args: {
          p_count_up_to?: number
          p_filter?: string
          p_limit?: number
          p_offset?: number
          p_search?: string
        }
        Returns: Json
      }
      admin_waitlist: { Args: { p_program_id: string }; Returns: Json }
      admin_waitlist_export: { Args: { p_program_id?: string }; Returns: Json }
      begin_refund: {
        Args: {
          p_amount: number
          p_id: string
          p_kind: string
          p_note?: string
          p_provider?: string
        }
        Returns: Json
      }
      cancel_registration: {
        Args: {
          p_reason: string
          p_refund?: boolean
          p_registration_id: string
        }
        Returns: Json
      }
      check_assistance_code: {
        Args: {
          p_code: string
          p_participant_id?: string
          p_program_id: string
          p_user_id?: string
        }
        Returns: Json
      }
      claim_email_batch: {
        Args: { p_lease?: string; p_limit?: number }
        Returns: {
          about_user_id: string | null
          attempts: number
          body: string
          claimed_at: string | null
          created_at: string
          id: string
          language: string
          last_error: string | null
          lease_expires_at: string | null
          next_attempt_at: string
          payload: NonNullable<Json>
          provider_message_id: string | null
          registration_id: string | null
          sent_at: string | null
          status: string
          subject: string
          template: string
          to_email: string
        }[]
        SetofOptions: {
          from: "*"
          to: "email_outbox"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      claim_stripe_cleanups: {
        Args: { p_ids?: string[]; p_limit?: number }
        Returns: {
          attempts: number
          claimed_at: string | null
          created_at: string
          done_at: string | null
          id: string
          kind: string
          last_error: string | null
          status: string
          stripe_id: string
          user_id: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "stripe_cleanups"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      complete_participant_profile: {
        Args: { p_contact: Json; p_participant: Json; p_profile: Json }
        Returns: string
      }
      complete_volunteer_profile: {
        Args: { p_contact: Json; p_profile: Json; p_volunteer: Json }
        Returns: string
      }
      concussion_documents_in_force: {
        Args: { p_language: string }
        Returns: Json
      }
      concussion_status: {
        Args: { p_participant_ids?: string[] }
        Returns: Json
      }
      confirm_concussion_for_registration: {
        Args: { p_confirmation: Json }
        Returns: undefined
      }
      confirm_concussion_safety: {
        Args: {
          p_awareness_document_id: string
          p_code_of_conduct_document_id: string
          p_guardian_reviewed?: boolean
          p_language?: string
          p_participant_ids: string[]
        }
        Returns: Json
      }
      confirm_own_concussion_safety: {
        Args: {
          p_awareness_document_id: string
          p_code_of_conduct_document_id: string
          p_language?: string
        }
        Returns: Json
      }
      consent_documents_in_force: {
        Args: { p_language: string; p_program_id: string }
        Returns: Json
      }
      coordinator_roster: { Args: { p_program_id: string }; Returns: Json }
      create_participant: {
        Args: { p_contact: Json; p_participant: Json }
        Returns: string
      }
      create_registrations: {
        Args: {
          p_answers?: Json
          p_concussion?: Json
          p_consents?: Json
          p_items: Json
          p_payment?: Json
          p_program_id: string
        }
        Returns: Json
      }
      decline_waitlist_offer: {
        Args: { p_entry_id: string }
        Returns: undefined
      }
      delete_my_account: { Args: { p_confirmation: string }; Returns: Json }
      delete_participant_cascade: {
        Args: { participant_uuid: string; user_uuid: string }
        Returns: Json
      }
      export_my_data: { Args: Record<PropertyKey, never>; Returns: Json }
      finish_refund: {
        Args: {
          p_error?: string
          p_ok: boolean
          p_provider_refund_id?: string
          p_refund_id: string
        }
        Returns: Json
      }
      finish_stripe_cleanup: {
        Args: { p_error?: string; p_id: string }
        Returns: string
      }
      fulfil_checkout_session: {
        Args: {
          p_payment_intent_id?: string
          p_session_id: string
          p_stripe_session_id?: string
        }
        Returns: Json
      }
      get_available_price_tiers: {
        Args: { check_date?: string; program_uuid: string }
        Returns: {
          available_from: string
          available_until: string
          description: string
          description_fr: string
          display_order: number
          id: string
          is_default: boolean
          is_sold_out: boolean
          max_spots: number
          name: string
          name_fr: string
          price: number
          program_id: string
          spots_left: number
          spots_taken: number
        }[]
      }
      get_dashboard_counts: { Args: Record<PropertyKey, never>; Returns: Json }
      increment_assistance_code_usage: {
        Args: { code_id: string }
        Returns: number
      }
      is_full: {
        Args: { p: Database["public"]["Tables"]["programs"]["Row"] }
        Returns: boolean
      }
      join_waitlist: {
        Args: { p_items: Json; p_program_id: string }
        Returns: Json
      }
      leave_waitlist: { Args: { p_entry_id: string }; Returns: undefined }
      listed_programs: {
        Args: { p_past?: boolean }
        Returns: {
          created_at: string
          description: string | null
          description_fr: string | null
          end_date: string
          financial_assistance_enabled: boolean
          id: string
          is_active: boolean
          location: string | null
          location_fr: string | null
          max_participants: number | null
          name: string
          name_fr: string | null
          places_taken: number
          price: number
          season: string | null
          start_date: string
          updated_at: string
          waitlist_offer_hours: number
          waiver_required: boolean
          waiver_type: string
        }[]
        SetofOptions: {
          from: "*"
          to: "programs"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      my_active_registrations: {
        Args: Record<PropertyKey, never>
        Returns: {
          end_date: string
          person_name: string
          program_id: string
          program_name: string
          program_name_fr: string
          registration_id: string
          start_date: string
          status: string
        }[]
      }
      my_financial_aid_requests: {
        Args: { p_program_id?: string }
        Returns: Json
      }
      my_participant_access: {
        Args: { p_participant_id: string }
        Returns: {
          action: string
          actor_name: string
          actor_role: string
          at: string
          program_name: string
          program_name_fr: string
          reason: string
          what: string
        }[]
      }
      my_participant_health: {
        Args: { p_participant_id?: string }
        Returns: {
          allergies: string
          medical_conditions: string
          participant_id: string
          visual_condition: string
          visual_condition_other: string
        }[]
      }
      my_registrations: {
        Args: Record<PropertyKey, never>
        Returns: {
          amount_paid: number
          amount_refunded: number
          checkout_session_id: string | null
          concussion_awareness_agreed: boolean
          concussion_awareness_agreed_at: string | null
          concussion_confirmation_id: string | null
          concussion_document_id: string | null
          concussion_version: string | null
          consent_language: string | null
          created_at: string
          financial_assistance_applied: boolean
          financial_assistance_code_id: string | null
          id: string
          language: string
          media_consent_agreed: boolean
          media_consent_agreed_at: string | null
          media_consent_document_id: string | null
          media_consent_version: string | null
          notes: Json | null
          parent_guardian_id: string | null
          parent_guardian_name: string | null
          participant_id: string | null
          participant_removed_at: string | null
          payment_intent_id: string | null
          price_tier_id: string | null
          program_id: string
          provider_refund_id: string | null
          refund_amount: number | null
          refund_processed_at: string | null
          refund_processed_by: string | null
          refund_reason: string | null
          refunded_at: string | null
          registration_date: string
          removed_participant_name: string | null
          status: string
          stripe_session_id: string | null
          updated_at: string
          user_id: string | null
          volunteer_id: string | null
          waiver_agreed: boolean
          waiver_agreed_at: string | null
          waiver_document_id: string | null
          waiver_version: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "registrations"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      my_volunteer_health: {
        Args: Record<PropertyKey, never>
        Returns: {
          medical_conditions: string
          volunteer_id: string
        }[]
      }
      my_waitlist: { Args: Record<PropertyKey, never>; Returns: Json }
      organisation_details: { Args: Record<PropertyKey, never>; Returns: Json }
      places_left_for: {
        Args: { p_program_id: string; p_user_id: string }
        Returns: number
      }
      process_waitlist_offers: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      program_has_assistance_codes: {
        Args: { p_program_id: string }
        Returns: boolean
      }
      publish_legal_document: {
        Args: { p_kind: string; p_program_id?: string }
        Returns: number
      }
      purge_expired_records: { Args: Record<PropertyKey, never>; Returns: Json }
      record_email_result: {
        Args: {
          p_attempt: number
          p_error?: string
          p_id: string
          p_ok: boolean
          p_permanent?: boolean
          p_provider_message_id?: string
        }
        Returns: string
      }
      record_medical_clearance: {
        Args: { p_cleared_on: string; p_note?: string; p_removal_id: string }
        Returns: undefined
      }
      record_provider_refund: {
        Args: {
          p_amount: number
          p_payment_intent_id: string
          p_provider_refund_id: string
          p_refund_id?: string
          p_succeeded?: boolean
        }
        Returns: Json
      }
      record_provider_refund_status: {
        Args: {
          p_amount: number
          p_payment_intent_id: string
          p_provider_refund_id: string
          p_refund_id?: string
          p_status: string
        }
        Returns: Json
      }
      record_stripe_event: {
        Args: {
          p_checkout_session_id?: string
          p_event_id: string
          p_type: string
        }
        Returns: boolean
      }
      record_suspected_concussion: {
        Args: {
          p_notes: string
          p_participant_id: string
          p_program_id: string
          p_suspected_on: string
        }
        Returns: string
      }
      remove_payment_method: { Args: { p_method_id: string }; Returns: string }
      request_financial_aid: {
        Args: {
          p_can_pay_cents: number
          p_note?: string
          p_participant_ids: string[]
          p_program_id: string
        }
        Returns: string
      }
      resend_email: { Args: { p_id: string }; Returns: undefined }
      save_emergency_contacts: {
        Args: {
          p_contacts: Json
          p_participant_id?: string
          p_volunteer_id?: string
        }
        Returns: Json
      }
      save_program: { Args: { payload: Json }; Returns: string }
      save_registration_questions: {
        Args: { p_program_id: string; p_questions: Json }
        Returns: {
          category: string
          created_at: string
          display_order: number
          id: string
          is_active: boolean
          is_sensitive: boolean
          options: NonNullable<Json>
          options_fr: Json | null
          program_id: string
          question_text: string
          question_text_fr: string | null
          question_type: string
          required: boolean
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "registration_questions"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      save_registration_response: {
        Args: {
          p_question_id: string
          p_registration_id: string
          p_response_value: string
        }
        Returns: string
      }
      set_default_payment_method: {
        Args: { p_method_id: string }
        Returns: undefined
      }
      submit_accessibility_feedback: {
        Args: {
          p_email: string
          p_language?: string
          p_message: string
          p_name?: string
          p_page?: string
        }
        Returns: string
      }
      tier_spots_left_for: {
        Args: { p_tier_id: string; p_user_id: string }
        Returns: number
      }
      withdraw_financial_aid_request: {
        Args: { p_request_id: string }
        Returns: undefined
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
