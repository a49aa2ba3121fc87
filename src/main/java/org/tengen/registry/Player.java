package org.tengen.registry;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A person the federation knows; linked across tournaments by federation id. Written by the import's publish step; read here. */
@Entity
@Table(name = "player")
public class Player {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    @Column(name = "id")
    private Long id;

    @Column(name = "federation_id")
    private String federationId;

    @Column(name = "name")
    private String name;

    @Column(name = "birth_date")
    private java.time.LocalDate birthDate;

    @Column(name = "gender")
    private String gender;

    @Column(name = "region")
    private String region;

    @Column(name = "grade")
    private String grade;

    @Column(name = "confirmed")
    private boolean confirmed;

    @Column(name = "created_at")
    private java.time.LocalDateTime createdAt;

    @Column(name = "created_by")
    private Long createdBy;

    protected Player() {
    }

    public Long getId() {
        return id;
    }

    public String getFederationId() {
        return federationId;
    }

    public String getName() {
        return name;
    }

    public java.time.LocalDate getBirthDate() {
        return birthDate;
    }

    public String getGender() {
        return gender;
    }

    public String getRegion() {
        return region;
    }

    public String getGrade() {
        return grade;
    }

    public boolean isConfirmed() {
        return confirmed;
    }

    public java.time.LocalDateTime getCreatedAt() {
        return createdAt;
    }

    public Long getCreatedBy() {
        return createdBy;
    }
}
