pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Dialogs
import QtQuick.Layouts
import DixitDesktop.Backend

// Who plays (names, colour and symbol each, seat order), how (the rule set, explained, and
// its options), and why the game cannot start yet, in words.
FocusScope {
    id: screen
    objectName: "setupScreen"
    property int pickerSeat: -1

    GridLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        columns: Theme.portrait ? 1 : 2
        columnSpacing: Theme.margin
        rowSpacing: Theme.gap

        // --- players ---------------------------------------------------------------------
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 1
            Layout.preferredHeight: Theme.portrait ? screen.height * 0.42 : -1
            spacing: Theme.px(8)
            Text {
                text: qsTr("Who is playing?")
                font.family: Theme.titleFont
                font.pixelSize: Theme.fontTitle
                color: Theme.gold
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Text {
                Layout.fillWidth: true
                text: Table.setup.isTeam ? qsTr("In seat order. Teammates sit opposite: each player's partner is shown.")
                                          : qsTr("In seat order: the first player tells the first story.")
                font.family: Theme.textFont
                font.pixelSize: Theme.fontSmall
                color: Theme.moonlight
                wrapMode: Text.WordWrap
            }
            ListView {
                id: playerList
                objectName: "setupPlayers"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: Theme.px(6)
                model: Table.setup.players
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                delegate: Rectangle {
                    id: prow
                    required property int index
                    required property int seat
                    required property string name
                    required property string colourHex
                    required property string symbol
                    required property string symbolName
                    required property string partner
                    width: ListView.view.width
                    height: Theme.touch + Theme.px(10) + (partner ? Theme.fontSmall : 0)
                    radius: Theme.radius
                    color: Qt.rgba(1, 1, 1, 0.07)
                    border.color: prow.colourHex
                    border.width: 2
                    RowLayout {
                        anchors.fill: parent
                        anchors.margins: Theme.px(5)
                        spacing: Theme.px(6)
                        Text {
                            text: prow.seat + 1
                            font.family: Theme.titleFont
                            font.pixelSize: Theme.fontBody
                            color: Theme.moonlight
                            Layout.preferredWidth: Theme.px(24)
                            horizontalAlignment: Text.AlignHCenter
                        }
                        AbstractButton {   // the rabbit: tap to choose colour and symbol
                            id: rabbitButton
                            objectName: "rabbitButton" + prow.seat
                            Layout.preferredWidth: Theme.touch
                            Layout.preferredHeight: Theme.touch
                            Accessible.role: Accessible.Button
                            Accessible.name: qsTr("Colour and symbol of %1: %2").arg(prow.name).arg(prow.symbolName)
                            onClicked: { screen.pickerSeat = prow.seat; picker.open() }
                            Keys.onReturnPressed: clicked()
                            contentItem: Rabbit { colour: prow.colourHex; symbol: prow.symbol; name: prow.name }
                            background: Rectangle { radius: width / 2; color: rabbitButton.visualFocus ? Theme.nightGlow : "transparent"; border.color: rabbitButton.visualFocus ? Theme.moonlight : "transparent"; border.width: 2 }
                        }
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 0
                            TextField {
                                id: nameField
                                objectName: "nameField" + prow.seat
                                Layout.fillWidth: true
                                Layout.preferredHeight: Theme.touch * 0.9
                                text: prow.name
                                maximumLength: 24
                                placeholderText: qsTr("Name")
                                font.family: Theme.titleFont
                                font.pixelSize: Theme.fontBody
                                color: Theme.ink
                                Accessible.name: qsTr("Name of player %1").arg(prow.seat + 1)
                                background: Rectangle { radius: Theme.radius * 0.6; color: Theme.paper; border.color: nameField.activeFocus ? Theme.gold : Theme.paperShade; border.width: 2 }
                                onTextEdited: Table.setup.setName(prow.seat, text)
                            }
                            Text {
                                visible: prow.partner !== ""
                                text: qsTr("Team with %1").arg(prow.partner)
                                font.family: Theme.textFont
                                font.pixelSize: Theme.fontSmall
                                color: Theme.moonlight
                            }
                        }
                        BigButton {
                            objectName: "moveUp" + prow.seat
                            text: "▲"
                            tone: "ghost"
                            implicitWidth: Theme.touch
                            font.pixelSize: Theme.fontBody
                            enabled: prow.seat > 0
                            Accessible.name: qsTr("Move %1 up").arg(prow.name)
                            onActivated: Table.setup.movePlayer(prow.seat, -1)
                        }
                        BigButton {
                            objectName: "moveDown" + prow.seat
                            text: "▼"
                            tone: "ghost"
                            implicitWidth: Theme.touch
                            font.pixelSize: Theme.fontBody
                            enabled: prow.seat < Table.setup.playerCount - 1
                            Accessible.name: qsTr("Move %1 down").arg(prow.name)
                            onActivated: Table.setup.movePlayer(prow.seat, 1)
                        }
                        BigButton {
                            objectName: "remove" + prow.seat
                            text: "✕"
                            tone: "ghost"
                            implicitWidth: Theme.touch
                            font.pixelSize: Theme.fontBody
                            enabled: Table.setup.canRemove
                            Accessible.name: qsTr("Remove %1").arg(prow.name)
                            onActivated: Table.setup.removePlayer(prow.seat)
                        }
                    }
                }
            }
            BigButton {
                objectName: "addPlayerButton"
                Layout.fillWidth: true
                text: qsTr("+ Add a player")
                tone: "paper"
                enabled: Table.setup.canAdd
                onActivated: Table.setup.addPlayer()
            }
        }

        // --- rules, options, start ------------------------------------------------------------
        Flickable {
            id: rulesPane
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 1
            Layout.preferredHeight: Theme.portrait ? screen.height * 0.5 : -1
            contentHeight: rulesCol.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}

            ColumnLayout {
                id: rulesCol
                width: rulesPane.width
                spacing: Theme.px(8)
                Text {
                    text: qsTr("How do you play?")
                    font.family: Theme.titleFont
                    font.pixelSize: Theme.fontTitle
                    color: Theme.gold
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                GridLayout {
                    Layout.fillWidth: true
                    columns: 3
                    columnSpacing: Theme.px(6)
                    rowSpacing: Theme.px(6)
                    Repeater {
                        model: Table.setup.rulesets
                        delegate: AbstractButton {
                            id: rs
                            required property string id
                            required property string name
                            required property string detail
                            required property bool available
                            required property bool chosen
                            objectName: "rules_" + id
                            Layout.fillWidth: true
                            Layout.preferredWidth: 100
                            Layout.preferredHeight: Math.max(Theme.touch, rsCol.implicitHeight + Theme.px(10))
                            Accessible.role: Accessible.RadioButton
                            Accessible.name: name + ", " + detail
                            Accessible.checked: chosen
                            onClicked: Table.setup.chooseRules(id)
                            Keys.onReturnPressed: clicked()
                            contentItem: Column {
                                id: rsCol
                                Text {
                                    width: parent.width
                                    text: rs.name
                                    horizontalAlignment: Text.AlignHCenter
                                    font.family: Theme.titleFont
                                    font.pixelSize: Theme.fontBody
                                    color: rs.chosen ? Theme.ink : Theme.paper
                                    elide: Text.ElideRight
                                }
                                Text {
                                    width: parent.width
                                    text: rs.detail
                                    horizontalAlignment: Text.AlignHCenter
                                    font.family: Theme.textFont
                                    font.pixelSize: Theme.fontSmall
                                    color: rs.chosen ? Theme.inkSoft : (rs.available ? Theme.moonlight : Theme.warn)
                                    wrapMode: Text.WordWrap
                                }
                            }
                            background: Rectangle {
                                radius: Theme.radius
                                color: rs.chosen ? Theme.gold : Qt.rgba(1, 1, 1, 0.08)
                                border.color: rs.visualFocus ? Theme.moonlight : (rs.chosen ? Theme.goldDeep : Theme.nightGlow)
                                border.width: 2
                            }
                        }
                    }
                }
                Text {
                    objectName: "rulesSummary"
                    Layout.fillWidth: true
                    text: Table.setup.rulesSummary
                    font.family: Theme.textFont
                    font.pixelSize: Theme.fontBody
                    color: Theme.paper
                    wrapMode: Text.WordWrap
                }

                Panel {
                    Layout.fillWidth: true
                    Layout.preferredHeight: opts.implicitHeight + 2 * Theme.gap
                    ColumnLayout {
                        id: opts
                        anchors.fill: parent
                        anchors.margins: Theme.gap
                        spacing: Theme.px(4)
                        Stepper {
                            objectName: "targetScore"
                            visible: Table.setup.optionsAllowed.targetScore
                            label: qsTr("Play to")
                            value: Table.setup.options.targetScore
                            none: qsTr("no target")
                            unit: qsTr("points")
                            minimum: 10; maximum: 99; stepSize: 5
                            onChanged: (v) => Table.setup.setOption("targetScore", v)
                        }
                        Stepper {
                            objectName: "storytellerRounds"
                            visible: Table.setup.optionsAllowed.storytellerRounds
                            label: qsTr("Everyone tells")
                            value: Table.setup.options.storytellerRounds
                            none: qsTr("no limit")
                            unit: qsTr("time(s)")
                            minimum: 1; maximum: 10; stepSize: 1
                            onChanged: (v) => Table.setup.setOption("storytellerRounds", v)
                        }
                        OptionSwitch {
                            objectName: "loneFinder"
                            visible: Table.setup.optionsAllowed.loneFinder
                            text: qsTr("A lone finder and the storyteller score 4")
                            checked: Table.setup.options.loneFinder
                            onToggled: Table.setup.setOption("loneFinder", checked)
                        }
                        OptionSwitch {
                            objectName: "endOnEmpty"
                            visible: Table.setup.optionsAllowed.endOnEmpty
                            text: qsTr("End when the draw pile runs out")
                            checked: Table.setup.options.endOnEmpty
                            onToggled: Table.setup.setOption("endOnEmpty", checked)
                        }
                        OptionSwitch {
                            objectName: "mimedClues"
                            visible: Table.setup.optionsAllowed.mimedClues
                            text: qsTr("Clues may be mimed or sung")
                            checked: Table.setup.options.mimedClues
                            onToggled: Table.setup.setOption("mimedClues", checked)
                        }
                        Text {
                            Layout.fillWidth: true
                            visible: text !== ""
                            text: Table.setup.optionsNote
                            font.family: Theme.textFont
                            font.pixelSize: Theme.fontSmall
                            color: Theme.inkSoft
                            wrapMode: Text.WordWrap
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.px(8)
                            Text {
                                objectName: "deckLabel"
                                Layout.fillWidth: true
                                text: qsTr("Cards: %1 (%2 pictures)").arg(Table.setup.deckLabel).arg(Table.setup.deckSize)
                                font.family: Theme.textFont
                                font.pixelSize: Theme.fontSmall
                                color: Theme.inkSoft
                                wrapMode: Text.WordWrap
                            }
                            BigButton {
                                objectName: "photosButton"
                                text: Table.usingPhotos ? qsTr("Built-in cards") : qsTr("Our own photos…")
                                tone: "paper"
                                font.pixelSize: Theme.fontSmall
                                onActivated: Table.usingPhotos ? Table.useBuiltinDeck() : folderDialog.open()
                            }
                        }
                        Text {
                            objectName: "deckReport"
                            Layout.fillWidth: true
                            visible: text !== ""
                            text: Table.deckReport
                            font.family: Theme.textFont
                            font.pixelSize: Theme.fontSmall
                            color: Theme.inkSoft
                            wrapMode: Text.WordWrap
                            maximumLineCount: 12
                            elide: Text.ElideRight
                        }
                    }
                }

                Text {
                    objectName: "setupProblem"
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: Table.setup.problemText
                    font.family: Theme.textFont
                    font.pixelSize: Theme.fontBody
                    color: Theme.gold
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.gap
                    BigButton {
                        objectName: "backButton"
                        text: qsTr("Back")
                        tone: "ghost"
                        onActivated: Table.back()
                    }
                    BigButton {
                        objectName: "startGameButton"
                        Layout.fillWidth: true
                        text: qsTr("Start the game")
                        opacity: Table.setup.canStart ? 1 : 0.6
                        onActivated: Table.startGame()
                    }
                }
            }
        }
    }

    Popup {
        id: picker
        objectName: "rabbitPicker"
        modal: true
        anchors.centerIn: parent
        width: Math.min(screen.width - 2 * Theme.margin, Theme.px(640))
        padding: Theme.gap
        background: Panel {}
        contentItem: ColumnLayout {
            spacing: Theme.px(8)
            Text {
                text: qsTr("Colour")
                font.family: Theme.titleFont
                font.pixelSize: Theme.fontLarge
                color: Theme.ink
            }
            Flow {
                Layout.fillWidth: true
                spacing: Theme.px(6)
                Repeater {
                    model: Table.setup.colours
                    delegate: AbstractButton {
                        id: swatch
                        required property string id
                        required property string name
                        required property string colour
                        objectName: "colour_" + id
                        width: Theme.touch; height: Theme.touch
                        Accessible.role: Accessible.Button
                        Accessible.name: name
                        onClicked: Table.setup.setColour(screen.pickerSeat, id)
                        Keys.onReturnPressed: clicked()
                        background: Rectangle { radius: width / 2; color: swatch.colour; border.color: swatch.visualFocus ? Theme.gold : Theme.ink; border.width: swatch.visualFocus ? 4 : 2 }
                    }
                }
            }
            Text {
                text: qsTr("Symbol")
                font.family: Theme.titleFont
                font.pixelSize: Theme.fontLarge
                color: Theme.ink
            }
            Flow {
                Layout.fillWidth: true
                spacing: Theme.px(6)
                Repeater {
                    model: Table.setup.symbols
                    delegate: AbstractButton {
                        id: sym
                        required property string id
                        required property string name
                        objectName: "symbol_" + id
                        width: Theme.touch; height: Theme.touch
                        Accessible.role: Accessible.Button
                        Accessible.name: name
                        onClicked: Table.setup.setSymbol(screen.pickerSeat, id)
                        Keys.onReturnPressed: clicked()
                        contentItem: Image { source: "image://symbol/1d1a2e/" + sym.id; sourceSize.width: 64; sourceSize.height: 64 }
                        background: Rectangle { radius: Theme.radius * 0.5; color: Theme.paperShade; border.color: sym.visualFocus ? Theme.gold : "transparent"; border.width: 3 }
                    }
                }
            }
            BigButton {
                objectName: "pickerDone"
                Layout.alignment: Qt.AlignRight
                text: qsTr("Done")
                onActivated: picker.close()
            }
        }
    }

    FolderDialog {
        id: folderDialog
        objectName: "photoFolderDialog"
        title: qsTr("Choose a folder of pictures")
        onAccepted: Table.usePhotoFolder(selectedFolder.toString())
    }
}
